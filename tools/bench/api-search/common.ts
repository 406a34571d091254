import path from 'node:path';

/** Repository root (tools/bench/api-search → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const BASE_TSCONFIG = path.join(REPO_ROOT, 'tsconfig.base.json');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Progress lines go to stderr so stdout stays the report. */
export function log(message: string): void {
  const t = new Date().toISOString().slice(11, 19);
  process.stderr.write(`[bench ${t}] ${message}\n`);
}

/** A positive integer from the environment, or the default; throws on garbage. */
export function envInt(name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer in ${min}..${max}, got "${raw}"`);
  }
  return value;
}

/** Deterministic PRNG (mulberry32) so every run seeds the same data set. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `items` with the given weights (same length). */
export function weighted<T>(random: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

/** The host of a connection string is local (we create and drop schemas there). */
export function isLocalDatabaseUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
  } catch {
    return false;
  }
}

/** One statement the API executed, with its bound parameters, as captured through Kysely's log. */
export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
  /** Duration in the capture run (ms), for information only. */
  durationMs: number;
  /** The name the API sends it under as a named prepared statement (apps/api/src/db/prepared-statements.ts), if it does. */
  preparedName?: string;
}

/**
 * The statements of one API request, in the order and concurrency the API used: statements of a
 * stage ran concurrently (Promise.all), stages ran one after another.
 */
export interface CapturedRequest {
  path: string;
  statusCode: number;
  bodyBytes: number;
  /** Statements the first (cold) request executed; the captured one is the second. */
  coldStatements: number;
  stages: CapturedStatement[][];
}
