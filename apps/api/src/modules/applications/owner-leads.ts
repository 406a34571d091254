import type { Kysely } from 'kysely';
import {
  OWNER_LEAD_OPEN_PIPELINE,
  type OwnerLead,
  type OwnerLeadStatus,
  type OwnerLeadSummary,
  type UploadedImage,
} from '@ratai/domain';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import { recordTeamAction } from '../audit/audit.repository';
import { toUploadedImage } from '../cars/car-read';
import { ownerStatusView } from './applications.mapper';

/**
 * The owner's lead inbox 'Užklausos' (issue 16): the applications the team passed to this owner
 * ('Perduoti savininkui', pipeline.ts), read with exactly the columns of rule 2 of
 * docs/owner-visibility.md — the query never selects the personal code (not even masked), the
 * address, income, bank data, the guarantor or the consents, so no mapping slip can send them.
 * Every query is scoped by `passed_to_owner_id` = the signed-in user: another owner's lead is the
 * same 404 as a missing one.
 */

export const OWNER_LEAD_MESSAGES = {
  notFound: 'Užklausa nerasta',
  closed: 'Ši užklausa jau užbaigta: jos būsenos pakeisti negalima.',
} as const;

/** What the inbox may read of an application (rule 2), and the owner's own status. */
const LEAD_COLUMNS = [
  'r.id',
  'r.car_id',
  'r.term',
  'r.approx_monthly_payment',
  'r.car_usage',
  'r.credit_light',
  'r.name',
  'r.surname',
  'r.city',
  'r.passed_to_owner_at',
  'r.pipeline_status',
  'r.owner_status',
  'r.owner_status_note',
  'r.owner_status_at',
] as const;
/** Added when one lead is opened (its opening is audited). */
const CONTACT_COLUMNS = ['r.phone_number', 'r.email', 'r.company_name', 'r.company_code'] as const;

/** The owner's passed applications: rule 1 (no terms, nothing passed) is checked again on every read. */
function ownersLeads(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('rental_applications as r')
    .leftJoin('car_advertisements as a', 'a.id', 'r.car_id')
    .leftJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .leftJoin('car_models as md', 'md.id', 'a.model_id')
    .where('r.passed_to_owner_id', '=', ownerId)
    .where('r.terms_agreed', '=', true);
}

const CAR_COLUMNS = ['a.slug', 'a.production_year', 'mk.name as make', 'md.name as model'] as const;

type LeadRow = Awaited<ReturnType<typeof readPage>>[number];

function readPage(db: Kysely<Database>, ownerId: number, page: number, pageSize: number) {
  return ownersLeads(db, ownerId)
    .select([...LEAD_COLUMNS, ...CAR_COLUMNS])
    .orderBy('r.passed_to_owner_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** Each car's cover (the marked one, else the first photo), for the cars of one page. */
async function coversOf(db: Kysely<Database>, storage: FileStorage, carIds: number[]): Promise<Map<number, UploadedImage>> {
  const covers = new Map<number, UploadedImage>();
  if (carIds.length === 0) return covers;
  const images = await db
    .selectFrom('car_images')
    .select(['car_advertisement_id', 'hash'])
    .where('car_advertisement_id', 'in', carIds)
    .orderBy('is_cover', 'desc')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const image of images) {
    if (!covers.has(image.car_advertisement_id)) covers.set(image.car_advertisement_id, toUploadedImage(storage, image.hash, 'card'));
  }
  return covers;
}

function toSummary(row: LeadRow, covers: Map<number, UploadedImage>): OwnerLeadSummary {
  const car =
    row.car_id === null || row.slug === null
      ? null
      : { id: row.car_id, slug: row.slug, title: `${row.make ?? ''} ${row.model ?? ''}, ${row.production_year ?? ''}`.trim(), cover: covers.get(row.car_id) ?? null };
  return {
    id: row.id,
    car,
    term: row.term,
    monthlyPayment: Number(row.approx_monthly_payment),
    carUsage: row.car_usage,
    creditLight: row.credit_light,
    applicant: { name: row.name, surname: row.surname, city: row.city },
    passedAt: new Date(row.passed_to_owner_at ?? 0).toISOString(),
    closed: !OWNER_LEAD_OPEN_PIPELINE.includes(row.pipeline_status),
    ownerStatus: ownerStatusView(row),
  };
}

/** One page of the owner's inbox, newest passing first. */
export async function listOwnerLeads(
  db: Kysely<Database>,
  storage: FileStorage,
  ownerId: number,
  page: number,
  pageSize: number,
): Promise<{ leads: OwnerLeadSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    readPage(db, ownerId, page, pageSize),
    ownersLeads(db, ownerId).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const covers = await coversOf(db, storage, [...new Set(rows.flatMap((row) => (row.car_id === null ? [] : [row.car_id])))]);
  return { leads: rows.map((row) => toSummary(row, covers)), total: Number(count.total) };
}

/**
 * One lead of this owner with the applicant's contacts; undefined when it is not theirs (or does
 * not exist). The opening is written to the audit log before it is answered, like the team's
 * `application.open`: if the entry cannot be written, nobody reads the contacts.
 */
export async function openOwnerLead(db: Kysely<Database>, storage: FileStorage, ownerId: number, id: string): Promise<OwnerLead | undefined> {
  const row = await ownersLeads(db, ownerId)
    .select([...LEAD_COLUMNS, ...CAR_COLUMNS, ...CONTACT_COLUMNS])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  await recordTeamAction(db, { actorId: ownerId, action: 'application.owner_open', target: { type: 'application', id } });
  const covers = await coversOf(db, storage, row.car_id === null ? [] : [row.car_id]);
  const summary = toSummary(row, covers);
  return {
    ...summary,
    applicant: {
      ...summary.applicant,
      phoneNumber: row.phone_number,
      email: row.email,
      companyName: row.company_name,
      companyCode: row.company_code,
    },
  };
}

export interface OwnerStatusChange {
  ownerId: number;
  applicationId: string;
  status: OwnerLeadStatus;
  note: string | undefined;
}

/**
 * Sets the owner's status of their lead: 404 when it is not theirs, 409 once the team's work on it
 * is over (`closed`). The owner's `contract_signed` and `declined` leave the team's pipeline as it
 * is — the team confirms them with its own status and note (docs/owner-visibility.md). The audit
 * entry keeps `{ from, to }` only: the owner's note may name the applicant, and it belongs with the
 * application (which the retention job deletes), not in the append-only log.
 */
export async function setOwnerStatus(db: Kysely<Database>, change: OwnerStatusChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked: the team's 'closing' of the pipeline and the owner's change are ordered.
    const row = await trx
      .selectFrom('rental_applications')
      .select(['id', 'pipeline_status', 'owner_status'])
      .where('id', '=', change.applicationId)
      .where('passed_to_owner_id', '=', change.ownerId)
      .where('terms_agreed', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(OWNER_LEAD_MESSAGES.notFound);
    if (!OWNER_LEAD_OPEN_PIPELINE.includes(row.pipeline_status)) throw conflict(OWNER_LEAD_MESSAGES.closed);
    await trx
      .updateTable('rental_applications')
      .set({ owner_status: change.status, owner_status_note: change.note ?? null, owner_status_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await recordTeamAction(trx, {
      actorId: change.ownerId,
      action: 'application.owner_status',
      target: { type: 'application', id: row.id },
      details: { from: row.owner_status, to: change.status },
    });
  });
}
