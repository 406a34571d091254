import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LeadKind, LeadPayload } from './leads.tables';

/** Every SQL statement of the leads module: plain functions taking `db`. */
type Db = Kysely<Database>;

/** The make and the model with their names, or undefined when the model is not one of that make's. */
export async function findMakeAndModel(
  db: Db,
  makeId: number,
  modelId: number,
): Promise<{ make: { id: number; name: string } | undefined; model: { id: number; name: string } | undefined }> {
  const make = await db.selectFrom('car_makes').select(['id', 'name']).where('id', '=', makeId).executeTakeFirst();
  if (!make) return { make: undefined, model: undefined };
  const model = await db
    .selectFrom('car_models')
    .select(['id', 'name'])
    .where('id', '=', modelId)
    .where('make_id', '=', makeId)
    .executeTakeFirst();
  return { make, model };
}

export async function insertLead(
  db: Db,
  values: { kind: LeadKind; payload: LeadPayload; ipHash: string | null },
): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('leads')
    .values({ kind: values.kind, payload: JSON.stringify(values.payload), ip_hash: values.ipHash, delivery: 'outbox' })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}
