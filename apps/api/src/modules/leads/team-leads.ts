import { sql, type Kysely, type Selectable } from 'kysely';
import type { LeadKind, LeadStatus, LeadStatusChange, TeamLead, TeamLeadDetail } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../db/deferred-page';
import { notFound } from '../../http/errors';
import { recordTeamAction } from '../audit/audit.repository';
import { statusHistory } from '../audit/status-history';
import type { CallbackLeadPayload, CarRequestLeadPayload, LeadsTable } from './leads.tables';

/**
 * The team's side of leads ('Užklausos', issue 14): the list, one lead with its history, and the
 * status change with its note — written with its history row and its audit entry in one
 * transaction. The visitor's phone and e-mail leave only through the team's routes; nothing here
 * logs them.
 */

type Db = Kysely<Database>;

export const LEAD_NOT_FOUND = 'Užklausa nerasta';

export interface LeadFilter {
  status?: LeadStatus;
  kind?: LeadKind;
}

type LeadRow = Selectable<LeadsTable> & { last_note: string | null };

function toTeamLead(row: LeadRow): TeamLead {
  const base = {
    id: row.id,
    kind: row.kind,
    status: row.status,
    lastNote: row.last_note,
    createdAt: new Date(row.created_at).toISOString(),
    statusChangedAt: row.status_changed_at ? new Date(row.status_changed_at).toISOString() : null,
  };
  if (row.kind === 'car_request') {
    const p = row.payload as CarRequestLeadPayload;
    return {
      ...base,
      name: null,
      phone: p.phone,
      email: p.email,
      car: { make: p.carMake.name, model: p.carModel.name, modelYear: p.modelYear, price: [p.price[0], p.price[1]] },
      subject: null,
    };
  }
  const p = row.payload as CallbackLeadPayload;
  return { ...base, name: p.name, phone: p.phone, email: null, car: null, subject: p.subject };
}

/** Leads with the latest note of each (one correlated sub-select by the history's index). */
function leadsWithLastNote(db: Db) {
  return db
    .selectFrom('leads as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('lead_status_changes as c')
        .select('c.note')
        .whereRef('c.lead_id', '=', 'l.id')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('last_note'),
    );
}

/**
 * One page of leads, newest first, with the filter's total. A "deferred join": the page's ids are
 * picked first, index-only (leads_created_idx / leads_status_created_idx, migration 0030), and
 * only those rows are read with their latest note — the offset of a deep page walks the index,
 * not the table and not the note's sub-select once per skipped row.
 */
export async function listTeamLeads(db: Db, filter: LeadFilter, page: number, pageSize: number): Promise<{ leads: TeamLead[]; total: number }> {
  let matching = db.selectFrom('leads as m');
  if (filter.status) matching = matching.where('m.status', '=', filter.status);
  if (filter.kind) matching = matching.where('m.kind', '=', filter.kind);
  const { ids, count } = newestFirstPage(matching, page, pageSize);
  const [found, counted] = await Promise.all([
    leadsWithLastNote(db).where('l.id', 'in', ids).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { leads: found.map(toTeamLead), total: Number(counted.total) };
}

/** The lead's history, oldest first. */
function leadHistory(db: Db, leadId: number): Promise<LeadStatusChange[]> {
  return statusHistory(db.selectFrom('lead_status_changes').where('lead_id', '=', leadId));
}

/** One lead with its history; 404 when there is none. */
export async function findTeamLead(db: Db, leadId: number): Promise<TeamLeadDetail> {
  const row = await leadsWithLastNote(db).where('l.id', '=', leadId).executeTakeFirst();
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return { ...toTeamLead(row), history: await leadHistory(db, leadId) };
}

export interface LeadStatusChangeRequest {
  leadId: number;
  to: LeadStatus;
  note: string;
  actorId: number;
}

/**
 * Sets the status (the same status adds the note only) and writes the history row and the audit
 * entry, all in one transaction: no change without its record. 404 for an unknown lead.
 */
export async function changeLeadStatus(db: Db, change: LeadStatusChangeRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row lock orders two team members changing the same lead at once (each sees the other's `from`).
    const row = await trx.selectFrom('leads').select(['id', 'status']).where('id', '=', change.leadId).forUpdate().executeTakeFirst();
    if (!row) throw notFound(LEAD_NOT_FOUND);
    await trx.updateTable('leads').set({ status: change.to, status_changed_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
    const actor = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', change.actorId).executeTakeFirstOrThrow();
    await trx
      .insertInto('lead_status_changes')
      .values({ lead_id: row.id, from_status: row.status, to_status: change.to, note: change.note, actor_id: actor.id, actor_email: actor.email.toLowerCase() })
      .execute();
    await recordTeamAction(trx, {
      actorId: change.actorId,
      action: 'lead.status',
      target: { type: 'lead', id: row.id },
      reason: change.note,
      details: { from: row.status, to: change.to },
    });
  });
}
