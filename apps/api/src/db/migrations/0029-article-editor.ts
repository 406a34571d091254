import { type Kysely, sql } from 'kysely';

/**
 * The team's article editor (issue 14, 'Straipsniai'): an article can be a draft (no
 * published_at), scheduled (published_at in the future) or published; created_at and updated_at
 * order the team's list; the audit log accepts the article actions.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((x) => `'${x}'`).join(', ')}))`);

const NEW_AUDIT_ACTIONS = ['article.create', 'article.update', 'article.publish', 'article.unpublish', 'article.cover'];
const NEW_AUDIT_TARGETS = ['article'];

/**
 * Widens the CHECK of an audit_log column by `added`, keeping whatever values it allows now —
 * read from the catalog rather than written out, so this migration composes with any other that
 * widened the same list before it (each back-office section adds its own actions).
 */
async function widenAuditCheck(db: Kysely<unknown>, column: 'action' | 'target_type', added: readonly string[]): Promise<void> {
  const name = `audit_log_${column}_check`;
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = 'audit_log'::regclass and conname = ${name}
  `.execute(db);
  const current = found.rows[0] ? [...found.rows[0].def.matchAll(/'([^']+)'/g)].map((m) => m[1] as string) : [];
  const values = [...new Set([...current, ...added])];
  await sql`alter table audit_log drop constraint if exists ${sql.ref(name)}`.execute(db);
  await sql`alter table audit_log add constraint ${sql.ref(name)} ${oneOf(column, values)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table articles alter column published_at drop not null`.execute(db);
  await db.schema.alterTable('articles').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('articles').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.createIndex('articles_updated_idx').on('articles').columns(['updated_at desc', 'id desc']).execute();
  await widenAuditCheck(db, 'action', NEW_AUDIT_ACTIONS);
  await widenAuditCheck(db, 'target_type', NEW_AUDIT_TARGETS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_updated_idx').ifExists().execute();
  await db.schema.alterTable('articles').dropColumn('updated_at').execute();
  await db.schema.alterTable('articles').dropColumn('created_at').execute();
  // Drafts have no date to fall back on: they become dated now (and so public) rather than block the rollback.
  await sql`update articles set published_at = now() where published_at is null`.execute(db);
  await sql`alter table articles alter column published_at set not null`.execute(db);
}
