import * as v from 'valibot';
import type { BankDataClientOptions } from './bank-data-types';
import { BankDataError, providerError } from './provider-errors';
import { schemaProblem } from './provider-schemas';

export type Method = 'GET' | 'POST' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any valibot schema
export type Schema = v.GenericSchema<unknown, any>;

/** A request with an optional bearer token whose answer is checked against `schema`. */
export type Send = <S extends Schema>(method: Method, path: string, body: unknown, token: string | null, schema: S) => Promise<v.InferOutput<S>>;
/** An authorised request (token-session.ts): what the endpoints call. */
export type Call = <S extends Schema>(method: Method, path: string, schema: S, body?: unknown) => Promise<v.InferOutput<S>>;

const DEFAULT_TIMEOUT_MS = 10_000;

/** The HTTP side of the client: the URL, the timeout, the retry of a lost answer, the checked answer. */
export function createTransport(url: string, options: Pick<BankDataClientOptions, 'fetch' | 'timeoutMs'>): Send {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = `${url.replace(/\/+$/, '')}/api/v2`;

  /** One HTTP exchange: a timeout or network failure is status 0; only the kind of failure is kept. */
  async function exchange(method: Method, path: string, body: unknown, token: string | null): Promise<{ response: Response; parsed: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch {
      // The error of fetch can carry the request (and its headers): none of it is kept.
      const timedOut = signal.aborted;
      throw new BankDataError(0, timedOut ? 'Timeout' : 'Network error', timedOut ? `No answer in ${timeoutMs} ms` : 'The provider could not be reached');
    }
    const text = await response.text().catch(() => '');
    return { response, parsed: parseJson(text) };
  }

  /**
   * A request with one retry after a timeout or network failure, except creating a requisition:
   * its reference must be unique, so a retry after a lost answer would be refused anyway.
   */
  return async function send<S extends Schema>(method: Method, path: string, body: unknown, token: string | null, schema: S): Promise<v.InferOutput<S>> {
    const retryable = !(method === 'POST' && path === '/requisitions/');
    let result: { response: Response; parsed: unknown };
    try {
      result = await exchange(method, path, body, token);
    } catch (error) {
      if (!retryable || !(error instanceof BankDataError) || error.status !== 0) throw error;
      result = await exchange(method, path, body, token);
    }
    const { response, parsed } = result;
    if (!response.ok) throw providerError(response.status, parsed, response.headers);
    // A deletion may answer with an empty body; every other answer must be JSON.
    if (parsed === undefined && method !== 'DELETE') {
      throw new BankDataError(502, 'Invalid response', 'The provider answered with something other than JSON', { kind: 'invalid_response' });
    }
    const checked = v.safeParse(schema, parsed);
    if (!checked.success) throw new BankDataError(502, 'Invalid response', schemaProblem(checked.issues), { kind: 'invalid_response' });
    return checked.output;
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
