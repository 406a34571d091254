import { sql, type Kysely } from 'kysely';
import { maskPersonalCode, type OwnerListingCounts, type TeamOwner, type TeamOwnerDetail, type TeamOwnerListing } from '@ratai/domain';
import { newestFirstPage } from '../../db/deferred-page';
import { containing } from '../../db/like-pattern';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { endSessions } from '../../plugins/auth';
import { toCompanyProfile, toPersonalProfile } from '../accounts/accounts.mapper';
import { recordTeamAction } from '../audit/audit.repository';
import { carsWithMakeAndModel } from '../cars/car-summary';

/**
 * The team's 'Savininkai' (issue 14): owners (accounts with the owner role) with their profile,
 * listings and counts, and the block. All SQL of the module: plain functions taking `db`.
 */

type Db = Kysely<Database>;

export const OWNER_MESSAGES = {
  notFound: 'Savininkas nerastas',
  self: 'Savo paskyros užblokuoti negalite.',
  team: 'Komandos paskyrų blokuoti negalima.',
  alreadyBlocked: 'Savininkas jau užblokuotas.',
  notBlocked: 'Savininkas neužblokuotas.',
} as const;

/** Owners: users holding the owner role. */
function owners(db: Db) {
  return db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', 'owner')));
}

/** Owners with their profiles; `q` keeps those whose e-mail, company name or name and surname contain it (any letter case). */
function ownersWithProfiles(db: Db, q?: string) {
  let query = owners(db).leftJoin('company_profiles as cp', 'cp.user_id', 'u.id').leftJoin('personal_profiles as pp', 'pp.user_id', 'u.id');
  if (q) {
    const like = containing(q);
    query = query.where((eb) =>
      eb.or([eb('u.email', 'ilike', like), eb('cp.name', 'ilike', like), eb(sql<string>`pp.name || ' ' || pp.surname`, 'ilike', like)]),
    );
  }
  return query;
}

function ownerColumns(db: Db, q?: string) {
  return ownersWithProfiles(db, q)
    .select((eb) => [
      'u.id',
      'u.email',
      'u.profile_type',
      'u.blocked_at',
      'u.blocked_reason',
      'u.created_at',
      'cp.name as company_name',
      'pp.name as person_name',
      'pp.surname as person_surname',
      // Listings only (a pending edit is a revision row: it counts as pending, not as a listing).
      eb
        .selectFrom('car_advertisements as a')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('a.owner_id', '=', 'u.id')
        .where('a.revision_of', 'is', null)
        .as('total'),
      eb
        .selectFrom('car_advertisements as a')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('a.owner_id', '=', 'u.id')
        .where('a.revision_of', 'is', null)
        .where('a.review_status', '=', 'approved')
        .where('a.visibility', '=', 'visible')
        .where('a.owner_blocked', '=', false)
        .as('public'),
      eb
        .selectFrom('car_advertisements as a')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('a.owner_id', '=', 'u.id')
        .where('a.review_status', '=', 'pending')
        .as('pending'),
    ]);
}

type OwnerRow = Awaited<ReturnType<ReturnType<typeof ownerColumns>['executeTakeFirstOrThrow']>>;

function displayName(row: OwnerRow): string | null {
  const company = row.company_name;
  const person = row.person_name ? [row.person_name, row.person_surname].filter(Boolean).join(' ') : null;
  if (row.profile_type === 'company') return company ?? person;
  if (row.profile_type === 'personal') return person ?? company;
  return company ?? person;
}

function toTeamOwner(row: OwnerRow): TeamOwner {
  const counts: OwnerListingCounts = { total: Number(row.total ?? 0), public: Number(row.public ?? 0), pending: Number(row.pending ?? 0) };
  return {
    id: row.id,
    email: row.email,
    displayName: displayName(row),
    profileType: row.profile_type,
    counts,
    blocked: row.blocked_at ? { at: new Date(row.blocked_at).toISOString(), reason: row.blocked_reason ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of owners, newest account first; `q` matches part of the e-mail, the company's or the person's name. */
export async function listOwners(db: Db, q: string | undefined, page: number, pageSize: number): Promise<{ owners: TeamOwner[]; total: number }> {
  const [rows, counted] = await Promise.all([
    ownerColumns(db, q)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    ownersWithProfiles(db, q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { owners: rows.map(toTeamOwner), total: Number(counted.total) };
}

/** A certificate number with the shape of a personal code (11 digits) is masked like one: people type their code there. */
const maskIfPersonalCode = (value: string) => (/^\d{11}$/.test(value.replace(/\s/g, '')) ? maskPersonalCode(value.replace(/\s/g, '')) : value);

/** One owner with profile and counts; 404 for an id that is not an owner's. */
export async function findOwner(db: Db, ownerId: number): Promise<TeamOwnerDetail> {
  const row = await ownerColumns(db).where('u.id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound(OWNER_MESSAGES.notFound);
  const [company, personal] = await Promise.all([
    db.selectFrom('company_profiles').selectAll().where('user_id', '=', ownerId).executeTakeFirst(),
    db.selectFrom('personal_profiles').selectAll().where('user_id', '=', ownerId).executeTakeFirst(),
  ]);
  const personalProfile = personal ? toPersonalProfile(personal) : null;
  return {
    ...toTeamOwner(row),
    company: company ? toCompanyProfile(company) : null,
    personal: personalProfile ? { ...personalProfile, individualActivityCertificate: maskIfPersonalCode(personalProfile.individualActivityCertificate) } : null,
  };
}

/** The owner's listings (revision rows of pending edits are not listings): the filter of the page and of its count. */
function ownerListings(db: Db, ownerId: number) {
  return db.selectFrom('car_advertisements as m').where('m.owner_id', '=', ownerId).where('m.revision_of', 'is', null);
}

/**
 * One page of an owner's listings, newest first, with their exact total; 404 for an id that is
 * not an owner's. A "deferred join": the page's ids are picked from car_ads_owner_newest_idx
 * (migration 0030, the order's own index, read index-only), then only those rows are read and
 * joined to their make and model — the offset of a deep page walks the index, not the table.
 */
export async function listOwnerListings(db: Db, ownerId: number, page: number, pageSize: number): Promise<{ listings: TeamOwnerListing[]; total: number }> {
  const owner = await owners(db).select('u.id').where('u.id', '=', ownerId).executeTakeFirst();
  if (!owner) throw notFound(OWNER_MESSAGES.notFound);
  const { ids, count } = newestFirstPage(ownerListings(db, ownerId), page, pageSize);
  const [rows, counted] = await Promise.all([
    carsWithMakeAndModel(db)
      .select(['a.id', 'a.slug', 'a.price', 'a.production_year', 'a.review_status', 'a.visibility', 'a.created_at', 'mk.name as make_name', 'md.name as model_name'])
      .where('a.id', 'in', ids)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.total),
    listings: rows.map(
      (l): TeamOwnerListing => ({
        id: l.id,
        slug: l.slug,
        title: `${l.make_name} ${l.model_name}, ${l.production_year}`,
        price: l.price,
        reviewStatus: l.review_status,
        visibility: l.visibility,
        isPublic: l.review_status === 'approved' && l.visibility === 'visible',
        createdAt: new Date(l.created_at).toISOString(),
      }),
    ),
  };
}

export interface BlockRequest {
  ownerId: number;
  actorId: number;
  reason: string;
  /** true: block; false: unblock. */
  block: boolean;
}

/**
 * Blocks or unblocks an owner in one transaction with its audit entry. A block ends every session
 * of the owner (the session stamp, plugins/auth.ts: an unblock does not bring them back) and
 * marks their listings `owner_blocked`, which every public read skips; an unblock clears the mark,
 * so the listings return as they were. 404 not an owner; 403 oneself or a team account; 409 no change.
 */
export async function setOwnerBlocked(db: Db, request: BlockRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (request.ownerId === request.actorId) throw forbidden(OWNER_MESSAGES.self);
    // The row lock orders a block and an unblock of the same owner by two team members.
    const user = await owners(trx).select(['u.id', 'u.blocked_at']).where('u.id', '=', request.ownerId).forUpdate().executeTakeFirst();
    if (!user) throw notFound(OWNER_MESSAGES.notFound);
    const team = await trx.selectFrom('user_roles').select('role').where('user_id', '=', user.id).where('role', '=', 'team').executeTakeFirst();
    if (team) throw forbidden(OWNER_MESSAGES.team);
    if (request.block && user.blocked_at) throw conflict(OWNER_MESSAGES.alreadyBlocked);
    if (!request.block && !user.blocked_at) throw conflict(OWNER_MESSAGES.notBlocked);

    await trx
      .updateTable('users')
      .set(request.block ? { blocked_at: sql<Date>`now()`, blocked_reason: request.reason } : { blocked_at: null, blocked_reason: null })
      .where('id', '=', user.id)
      .execute();
    if (request.block) await endSessions(trx, user.id);
    await trx.updateTable('car_advertisements').set({ owner_blocked: request.block }).where('owner_id', '=', user.id).execute();
    await recordTeamAction(trx, {
      actorId: request.actorId,
      action: request.block ? 'owner.block' : 'owner.unblock',
      target: { type: 'owner', id: user.id },
      reason: request.reason,
    });
  });
}
