import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LeadDelivery, LeadKind, LeadPayload, OutboxReason } from './leads.tables';

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
    .values({ kind: values.kind, payload: JSON.stringify(values.payload), ip_hash: values.ipHash })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}

export async function setLeadDelivery(db: Db, leadId: number, delivery: LeadDelivery): Promise<void> {
  await db.updateTable('leads').set({ delivery }).where('id', '=', leadId).execute();
}

/** Parks a message in the outbox and marks its lead 'outbox', together. */
export async function parkInOutbox(
  db: Db,
  values: { leadId: number; to: string; replyTo: string | undefined; subject: string; text: string; reason: OutboxReason; error?: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('mail_outbox')
      .values({
        lead_id: values.leadId,
        to_address: values.to,
        reply_to: values.replyTo ?? null,
        subject: values.subject,
        text: values.text,
        reason: values.reason,
        error: values.error ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('leads').set({ delivery: 'outbox' }).where('id', '=', values.leadId).execute();
    return row.id;
  });
}
