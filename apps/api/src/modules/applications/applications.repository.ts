import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CreditLight, PipelineStatus } from '@ratai/domain';
import * as v from 'valibot';
import { applicationIdField, normalisePhoneLt } from '@ratai/validation';
import { newestFirstPage } from '../../db/deferred-page';
import { containing } from '../../db/like-pattern';
import type { Database } from '../../db/schema';
import type { RentalApplicationsTable } from './applications.tables';
import { publicListing } from '../cars/public-listing';
import type { ApplicationStatus } from './application-status';

/**
 * SQL of the applications module: plain functions taking `db`. Mapping rows to API shapes is
 * applications.mapper.ts; rules live in the use-case files (application-form.ts, bank-step.ts, …)
 * and the guard.
 */

export type ApplicationRow = Selectable<RentalApplicationsTable>;
export type NewApplicationRow = Insertable<RentalApplicationsTable>;
export type ApplicationChanges = Updateable<RentalApplicationsTable>;

/** Guesses of the personal code allowed before an application is locked (lookup and update). */
export const MAX_GUESSES = 5;
/** How long a lock lasts. */
export const LOCK_HOURS = 24;

export async function insertApplication(db: Kysely<Database>, row: NewApplicationRow): Promise<void> {
  await db.insertInto('rental_applications').values(row).execute();
}

export async function findApplication(db: Kysely<Database>, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('rental_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Applies `changes` and bumps updated_at; false when the application does not exist. */
export async function updateApplication(db: Kysely<Database>, id: string, changes: ApplicationChanges): Promise<boolean> {
  const result = await db
    .updateTable('rental_applications')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ReservedGuess {
  /** This guess's number since the last lock or success (1…MAX_GUESSES). */
  attempt: number;
  personalCodeHash: Uint8Array;
  last4Hash: Uint8Array;
}

/**
 * Takes one guess of the personal code from the application's allowance, atomically, BEFORE the
 * guess is compared: the row lock serialises concurrent requests, so twenty parallel guesses still
 * get at most five comparisons. The fifth guess locks the application at once (a right fifth guess
 * unlocks it again, see {@link refundGuess}). An expired lock starts a fresh allowance.
 *
 * Undefined when the application does not exist or is locked: the caller answers both alike.
 */
export async function reserveGuess(db: Kysely<Database>, id: string): Promise<ReservedGuess | undefined> {
  // "failures so far", reset when an old lock has run out (null <= now() is null → else branch).
  const previous = sql<number>`(case when lookup_locked_until <= now() then 0 else lookup_failures end)`;
  const row = await db
    .updateTable('rental_applications')
    .set({
      lookup_failures: sql<number>`${previous} + 1`,
      lookup_locked_until: sql<Date | null>`case when ${previous} + 1 >= ${MAX_GUESSES} then now() + make_interval(hours => ${LOCK_HOURS}) else null end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lookup_locked_until', 'is', null), eb('lookup_locked_until', '<=', sql<Date>`now()`)]))
    .returning(['lookup_failures', 'personal_code_hash', 'personal_code_last4_hash'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { attempt: row.lookup_failures, personalCodeHash: row.personal_code_hash, last4Hash: row.personal_code_last4_hash };
}

/**
 * A right guess gives back only the guess it took (issue 18, item 12): the wrong guesses before it
 * still count, so an attacker who gets the applicant to look the application up (or who interleaves
 * with the applicant's own lookups) gains no fresh allowance. A lock is lifted only when it was this
 * very guess that set it (fewer than MAX_GUESSES wrong ones remain); an expired lock starts a new
 * allowance in {@link reserveGuess}.
 */
export async function refundGuess(db: Kysely<Database>, id: string): Promise<void> {
  const remaining = sql<number>`greatest(lookup_failures - 1, 0)`;
  await db
    .updateTable('rental_applications')
    .set({
      lookup_failures: remaining,
      lookup_locked_until: sql<Date | null>`case when ${remaining} >= ${MAX_GUESSES} then lookup_locked_until else null end`,
    })
    .where('id', '=', id)
    .execute();
}

/** Whether the application exists and is locked now. */
export async function isLocked(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('rental_applications')
    .select(sql<boolean>`lookup_locked_until is not null and lookup_locked_until > now()`.as('locked'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.locked === true;
}

/**
 * Records a started bank consent; returns the attempt number (1, 2, …) or undefined when the
 * application is gone or its accounts were already read (they are never read twice).
 */
export async function recordRequisition(
  db: Kysely<Database>,
  id: string,
  bank: { institutionId: string; institutionName: string; requisitionId: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('rental_applications')
    .set({
      status: 'bank_pending',
      bank_institution_id: bank.institutionId,
      bank_institution_name: bank.institutionName,
      bank_requisition_id: bank.requisitionId,
      bank_attempts: sql<number>`bank_attempts + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('bank_read_at', 'is', null)
    .returning('bank_attempts')
    .executeTakeFirst();
  return row?.bank_attempts;
}

/** How long a claim on the bank read holds before another request may take it over (a crashed read). */
const READ_CLAIM_MINUTES = 2;

/**
 * Claims the one read of the accounts for this request; false when they were read already or
 * another request is reading them right now.
 */
export async function claimBankRead(db: Kysely<Database>, id: string, requisitionId: string): Promise<boolean> {
  const result = await db
    .updateTable('rental_applications')
    .set({ bank_read_started_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('bank_requisition_id', '=', requisitionId)
    .where('bank_read_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('bank_read_started_at', 'is', null),
        eb('bank_read_started_at', '<', sql<Date>`now() - make_interval(mins => ${READ_CLAIM_MINUTES})`),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseBankRead(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('rental_applications').set({ bank_read_started_at: null }).where('id', '=', id).execute();
}

export interface ApplicationPage {
  rows: ApplicationRow[];
  total: number;
}

/**
 * One page of applications for the team, newest first, optionally of one light, bank state and
 * pipeline status, and found by `q`: part of the name and surname or the e-mail (any letter
 * case), the phone however it is written (or part of its digits), or the application's id. A
 * search reads the table, not only the index (the names are not in it). A "deferred join": the page's ids are picked first, index-only
 * (rental_applications_created_idx carries the filter columns, migration 0030), and only those
 * rows are read whole — the offset of a deep page walks the index, not the wide rows.
 */
export async function listApplications(
  db: Kysely<Database>,
  filter: { q?: string; light?: CreditLight; status?: ApplicationStatus; pipeline?: PipelineStatus },
  page: number,
  pageSize: number,
): Promise<ApplicationPage> {
  let matching = db.selectFrom('rental_applications as m');
  if (filter.q) {
    const q = filter.q;
    const phone = normalisePhoneLt(q);
    // Part of a number as people say it ("34567", "612 34567"): compared with the stored digits.
    const digits = q.replace(/[\s\-.()+]/g, '');
    // The number the applicant reads from their e-mail (the application's id), by the lookup's own rule.
    const asId = v.safeParse(applicationIdField, q);
    matching = matching.where((eb) =>
      eb.or([
        eb(sql<string>`m.name || ' ' || m.surname`, 'ilike', containing(q)),
        eb('m.email', 'ilike', containing(q)),
        ...(phone ? [eb('m.phone_number', '=', phone)] : []),
        ...(/^\d{5,}$/.test(digits) ? [eb('m.phone_number', 'like', containing(digits))] : []),
        ...(asId.success ? [eb('m.id', '=', asId.output)] : []),
      ]),
    );
  }
  if (filter.light) matching = matching.where('m.credit_light', '=', filter.light);
  if (filter.status) matching = matching.where('m.status', '=', filter.status);
  if (filter.pipeline) matching = matching.where('m.pipeline_status', '=', filter.pipeline);
  const { ids, count } = newestFirstPage(matching, page, pageSize);
  const [rows, counted] = await Promise.all([
    db.selectFrom('rental_applications').selectAll().where('id', 'in', ids).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

// --- The cars an application points at (car_advertisements, read only) ---

/** The car flow's car price when it is approved, visible and not sold now (issue 16); undefined otherwise. */
export async function findPublicCarPrice(db: Kysely<Database>, carId: number): Promise<number | undefined> {
  const car = await db
    .selectFrom('car_advertisements')
    .select('price')
    .where('id', '=', carId)
    .where(publicListing())
    .where('sale_status', '<>', 'sold')
    .executeTakeFirst();
  return car?.price;
}

/** The car's current price whatever its state (null without a car or when it is gone): what the light is scored on. */
export async function findCarPrice(db: Kysely<Database>, carId: number | null): Promise<number | null> {
  if (carId === null) return null;
  const car = await db.selectFrom('car_advertisements').select('price').where('id', '=', carId).executeTakeFirst();
  return car?.price ?? null;
}

/** The team's cars of a page of applications, in one query: price, slug and the parts of the title. */
export function findTeamCars(db: Kysely<Database>, carIds: number[]) {
  return db
    .selectFrom('car_advertisements as a')
    .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .innerJoin('car_models as md', 'md.id', 'a.model_id')
    .select(['a.id', 'a.price', 'a.slug', 'a.production_year', 'mk.name as make', 'md.name as model'])
    .where('a.id', 'in', carIds)
    .execute();
}

/**
 * One person's applications (by the keyed hash of their personal code) for the team's "same
 * person" mark: the newest `limit`, and the id of the first one they ever sent. Both walk
 * rental_applications_code_hash_idx, so a person with thousands of applications costs the same.
 */
export async function findSameApplicant(db: Kysely<Database>, hash: ApplicationRow['personal_code_hash'], limit: number) {
  const [newest, first] = await Promise.all([
    db
      .selectFrom('rental_applications')
      .select(['id', 'created_at', 'pipeline_status', 'car_id'])
      .where('personal_code_hash', '=', hash)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('rental_applications')
      .select('id')
      .where('personal_code_hash', '=', hash)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { newest, firstId: first?.id ?? null };
}

/**
 * What the applicant's status page shows (issue 17), and nothing more: no name, contact, income
 * or code is selected at all.
 */
export function findApplicantStatusRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('rental_applications as r')
    .leftJoin('car_advertisements as a', 'a.id', 'r.car_id')
    .leftJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .leftJoin('car_models as md', 'md.id', 'a.model_id')
    .select(['r.id', 'r.pipeline_status', 'r.created_at', 'r.term', 'r.approx_monthly_payment', 'r.metadata', 'r.bank_read_at', 'r.bank_attempts', 'a.slug', 'a.production_year', 'mk.name as make', 'md.name as model'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
