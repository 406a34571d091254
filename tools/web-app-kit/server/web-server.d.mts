/** Types of web-server.mjs (for the tests that import it; server.mjs files are plain JavaScript). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const CONTENT_TYPES: Record<string, string>;
export const BASE_SECURITY_HEADERS: Record<string, string>;
export function acceptedEncoding(req: { headers: Record<string, string | string[] | undefined> }): 'br' | 'gzip' | null;
export function staticFile(clientDir: string, urlPath: string): Promise<{ file: string; size: number } | null>;
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, found: { file: string; size: number }, urlPath: string): Promise<void>;
export function fixedAnswer(body: string, headers: Record<string, string>): (req: IncomingMessage, res: ServerResponse, status?: number) => Promise<void>;
export const REQUEST_ID_HEADER: string;
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string;
export function logJsonLine(entry: Record<string, unknown>): void;
export function fetchListener(
  handleRequest: (request: Request) => Promise<Response>,
  options: { port: number; app?: string; log?: (entry: Record<string, unknown>) => void },
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export function createWebServer(options: {
  clientDir: string;
  securityHeaders: Record<string, string>;
  handle: (req: IncomingMessage, res: ServerResponse, urlPath: string) => void | Promise<void>;
  isStatic?: (file: string) => boolean;
}): Server;
export function serveUntilSignal(server: Server, options: { port: number; host: string; name: string; started: string }): Server;
export function trimSlash(url: string): string;
export function optionalEnv(value: string | undefined): string | null;
export function injectGlobalConfig(html: string, globalName: string, config: Record<string, unknown>): string;
export function serveSpa(options: {
  clientDir: string;
  globalName: string;
  config: Record<string, unknown>;
  securityHeaders: Record<string, string>;
  port: number;
  host: string;
  name: string;
  started: string;
}): Promise<Server>;
