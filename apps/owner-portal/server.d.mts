/** Types of server.mjs's exports (its config helpers are tested from app/lib/server-config.spec.ts). */
import type { PortalConfig } from './app/lib/config';

export function portalConfig(env?: Record<string, string | undefined>): PortalConfig;
export function injectConfig(html: string, config: PortalConfig): string;
