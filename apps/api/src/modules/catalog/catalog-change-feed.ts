import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells the other API instances on the same PostgreSQL that listings changed, so each clears its
 * search cache (catalog-cache.ts) within milliseconds instead of serving the old answer until the
 * TTL runs out. PostgreSQL's LISTEN/NOTIFY on the database every instance already uses: no broker
 * to run, and a notification sent after the change has committed is delivered to every listener.
 *
 * One dedicated connection per instance listens (a pooled connection cannot: LISTEN belongs to the
 * session). When it drops, the instance clears its cache (it may have missed notifications) and
 * reconnects with a growing delay. With PGlite there is one instance by definition: no feed.
 */
export interface CatalogChangeFeed {
  /** Announce a listing change made through this instance (this instance ignores its own). */
  publish(): void;
  close(): Promise<void>;
}

export interface CatalogChangeFeedOptions {
  databaseUrl: string;
  /** Tests isolate suites in schemas of one database: only the same schema's changes count. */
  schema?: string;
  /** Called when another instance changed listings, or when notifications may have been missed. */
  onChange: () => void;
  log: { warn(object: object, message: string): void };
}

/** One channel for the whole database; the payload says which schema and which instance. */
export const CATALOG_CHANNEL = 'ratai_catalog_changed';

const RECONNECT_MS = [250, 1000, 5000];

export async function startCatalogChangeFeed(options: CatalogChangeFeedOptions): Promise<CatalogChangeFeed> {
  const instance = randomUUID();
  const scope = options.schema ?? 'public';
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANNEL || !message.payload) return;
      const [fromScope, fromInstance] = message.payload.split(' ');
      if (fromScope === scope && fromInstance !== instance) options.onChange();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${CATALOG_CHANNEL}`);
    client = next;
    attempt = 0;
  };

  const lost = (which: pg.Client, error?: Error) => {
    if (closed || client !== which) return;
    client = undefined;
    options.log.warn({ err: error?.message }, 'catalog change feed lost its connection: clearing the search cache, reconnecting');
    options.onChange();
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        // Changes made while we were away were not heard: forget what we cached meanwhile.
        () => options.onChange(),
        () => scheduleReconnect(),
      );
    }, delay);
    retry.unref();
  };

  await connect();

  return {
    publish() {
      const current = client;
      if (!current) return; // reconnecting: the other instances clear on their own reconnect or TTL
      current.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, `${scope} ${instance}`]).catch((error: Error) => {
        options.log.warn({ err: error.message }, 'catalog change not announced to the other instances');
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
