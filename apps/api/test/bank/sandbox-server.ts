import type { FastifyInstance } from 'fastify';
// The sandbox is a stand-in for an external provider, started here only to test the client over
// real HTTP; the API's own code never imports it (it talks to BANK_DATA_URL).
import { buildSandbox, type SandboxOptions, type ScenarioId } from '../../../../tools/bank-sandbox/src/sandbox';
import { createBankDataClient, type BankDataClient, type BankDataClientOptions } from '../../src/modules/bank/bank-data-client';

export const SECRET_ID = 'sandbox-secret-id';
export const SECRET_KEY = 'sandbox-secret-key';

export interface RunningSandbox {
  app: FastifyInstance;
  url: string;
  /** The clock both the sandbox and the clients of `client()` read; move it with `advance`. */
  clock: { now: number; advance(ms: number): void };
  /** Every request a client of `client()` made, as "METHOD /path/". */
  calls: string[];
  client(options?: BankDataClientOptions & { secretId?: string; secretKey?: string }): BankDataClient;
  close(): Promise<void>;
}

/** The bank sandbox on an ephemeral 127.0.0.1 port, with a clock of its own. */
export async function startSandbox(options: Omit<SandboxOptions, 'now'> = {}): Promise<RunningSandbox> {
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const app = buildSandbox({ ...options, now: () => new Date(clock.now) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not listen on a TCP port');
  const url = `http://127.0.0.1:${address.port}`;
  const calls: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(`${init?.method ?? 'GET'} ${target.pathname}`);
    return fetch(input, init);
  };
  return {
    app,
    url,
    clock,
    calls,
    client: ({ secretId, secretKey, ...clientOptions } = {}) =>
      createBankDataClient(
        { url, secretId: secretId ?? SECRET_ID, secretKey: secretKey ?? SECRET_KEY },
        { fetch: recordingFetch, now: () => clock.now, ...clientOptions },
      ),
    close: () => app.close(),
  };
}

/** Every choice of the sandbox's consent page (its README, "Consent page and scenarios"). */
export type ScenarioChoice = ScenarioId;

/**
 * What the applicant's browser does: opens the requisition link, then submits the consent form.
 * Returns the redirect the sandbox answers with (not followed: the wizard is not running).
 */
export async function giveConsent(link: string, scenario: ScenarioChoice): Promise<{ page: string; status: number; location: string | null }> {
  const page = await fetch(link).then((r) => r.text());
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ scenario }).toString(),
    redirect: 'manual',
  });
  return { page, status: response.status, location: response.headers.get('location') };
}
