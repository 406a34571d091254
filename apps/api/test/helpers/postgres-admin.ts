import pg from 'pg';

/**
 * For the suites that run API processes on a database of their own (PostgreSQL only): the
 * DATABASE_URL of the run with another database name, and one admin connection for create/drop.
 */
export const databaseUrl = process.env['DATABASE_URL'];

export function urlOf(database: string): string {
  const url = new URL(databaseUrl as string);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
