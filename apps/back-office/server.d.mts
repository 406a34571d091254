/** Types of server.mjs's exports (its config helpers are tested from app/lib/server-config.spec.ts). */
import type { BackOfficeConfig } from './app/lib/config';

export function backOfficeConfig(env?: Record<string, string | undefined>): BackOfficeConfig;
export function injectConfig(html: string, config: BackOfficeConfig): string;
