import { buildSandbox } from './sandbox';

/**
 * `tsx tools/bank-sandbox/src/main.ts`: the local bank data provider on PORT (default 4010).
 * The API's BANK_DATA_URL defaults to http://127.0.0.1:4010, so both start with no configuration.
 * The secrets are read from the same variables as the API's, so one environment serves both.
 */
const port = Number(process.env['PORT'] ?? 4010);
const host = process.env['HOST'] ?? '127.0.0.1';
// Links and logo URLs need an absolute origin; with PORT=0 the request's own origin is used instead.
const publicUrl =
  process.env['BANK_SANDBOX_PUBLIC_URL'] || (port ? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}` : undefined);

const app = buildSandbox({
  publicUrl,
  secretId: process.env['BANK_DATA_SECRET_ID'] || undefined,
  secretKey: process.env['BANK_DATA_SECRET_KEY'] || undefined,
  logger: process.env['LOG_LEVEL'] !== 'silent',
});

async function stop(signal: string) {
  app.log.info({ signal }, 'stopping bank sandbox');
  await app.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

app.listen({ port, host }).then(
  (address) => console.log(`Bank sandbox (GoCardless Bank Account Data API v2): ${publicUrl ?? address}/api/v2/`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
