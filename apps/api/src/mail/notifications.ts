import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { enqueueEmail } from './outbox';
import * as templates from './templates';
import type { ApplicationMailData, ListingMailData, RenderedMail } from './templates';

/**
 * The product's event e-mails: each function reads what its message needs and writes it to the
 * outbox with `db` — pass the transaction of the change, so the e-mail exists exactly when the
 * change does. Texts live in templates.ts.
 */
export type MailConfig = Pick<AppConfig, 'teamEmail' | 'urls'>;

type Db = Kysely<Database>;

const queue = (db: Db, to: string, template: string, mail: RenderedMail, replyTo?: string | null) =>
  enqueueEmail(db, { to, replyTo, template, subject: mail.subject, text: mail.text, html: mail.html });

async function carTitle(db: Db, carId: number | null): Promise<string | null> {
  if (carId === null) return null;
  const car = await db
    .selectFrom('car_advertisements as c')
    .innerJoin('car_makes as mk', 'mk.id', 'c.make_id')
    .innerJoin('car_models as md', 'md.id', 'c.model_id')
    .select(['mk.name as make', 'md.name as model', 'c.production_year as year'])
    .where('c.id', '=', carId)
    .executeTakeFirst();
  return car ? `${car.make} ${car.model}, ${car.year} m.` : null;
}

async function application(db: Db, id: string) {
  const row = await db
    .selectFrom('rental_applications')
    .select(['id', 'name', 'surname', 'email', 'car_id', 'credit_light', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const data: ApplicationMailData = { id: row.id, name: row.name, surname: row.surname, car: await carTitle(db, row.car_id), createdAt: new Date(row.created_at) };
  return { row, data };
}

async function listing(db: Db, carId: number): Promise<{ data: ListingMailData; ownerEmail: string }> {
  const row = await db
    .selectFrom('car_advertisements as c')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(['c.id', 'u.email'])
    .where('c.id', '=', carId)
    .executeTakeFirstOrThrow();
  return { data: { id: row.id, title: (await carTitle(db, carId)) ?? `Skelbimas Nr. ${carId}` }, ownerEmail: row.email };
}

/** An application's page in the back office (the team's e-mails link to it). */
const applicationRecordUrl = (config: MailConfig, id: string) => `${config.urls.backOffice}/paraiskos/${encodeURIComponent(id)}`;

/** Application received: to the applicant (number + how to look it up) and to the team. */
export async function notifyApplicationReceived(db: Db, config: MailConfig, applicationId: string, accessKey: string): Promise<void> {
  const { row, data } = await application(db, applicationId);
  // The access key (modules/applications/access-key.ts) rides in the fragment: browsers never send
  // it to a server, so it stays out of the wizard's access logs; the status page reads it (issue 17).
  const statusUrl = `${config.urls.wizard}/paraiskos-busena?id=${encodeURIComponent(row.id)}#raktas=${encodeURIComponent(accessKey)}`;
  await queue(db, row.email, 'application.received.applicant', templates.applicationReceivedApplicant(data, statusUrl));
  await queue(db, config.teamEmail, 'application.received.team', templates.applicationReceivedTeam(data, row.credit_light, applicationRecordUrl(config, row.id)));
}

/** Bank connected and the credit light computed from it: to the team. */
export async function notifyBankConnected(db: Db, config: MailConfig, applicationId: string): Promise<void> {
  const { row, data } = await application(db, applicationId);
  await queue(db, config.teamEmail, 'application.bank_connected.team', templates.bankConnectedTeam(data, row.credit_light, applicationRecordUrl(config, row.id)));
}

/**
 * The team passed an application to the owner of a listing: to that owner. For the back office:
 * call it in the transaction that records the hand-over.
 */
export async function notifyApplicationPassedToOwner(db: Db, config: MailConfig, applicationId: string, ownerUserId: number): Promise<void> {
  const { data } = await application(db, applicationId);
  const owner = await db.selectFrom('users').select('email').where('id', '=', ownerUserId).executeTakeFirstOrThrow();
  await queue(db, owner.email, 'application.passed_to_owner', templates.applicationPassedToOwner(data, config.urls.portal), config.teamEmail);
}

/** A listing created or edited waits for review: to the team. */
export async function notifyListingWaitingForReview(db: Db, config: MailConfig, carId: number, edited: boolean): Promise<void> {
  const { data } = await listing(db, carId);
  const recordUrl = `${config.urls.backOffice}/skelbimai/${carId}`;
  await queue(db, config.teamEmail, edited ? 'listing.review.edited' : 'listing.review.new', templates.listingWaitingForReview(data, edited, recordUrl));
}

/** The team's decision on a listing: to its owner. */
export async function notifyListingReviewed(db: Db, config: MailConfig, carId: number, decision: { status: 'approved' } | { status: 'rejected'; reason: string }): Promise<void> {
  const { data, ownerEmail } = await listing(db, carId);
  const portal = config.urls.portal;
  const mail = decision.status === 'approved' ? templates.listingApproved(data, portal) : templates.listingRejected(data, decision.reason, portal);
  await queue(db, ownerEmail, `listing.${decision.status}`, mail, config.teamEmail);
}

/** The team hid a listing from the public site: to its owner — moderation `hide` (team-actions.ts). */
export async function notifyListingHiddenByTeam(db: Db, config: MailConfig, carId: number, reason: string | null): Promise<void> {
  const { data, ownerEmail } = await listing(db, carId);
  await queue(db, ownerEmail, 'listing.hidden_by_team', templates.listingHiddenByTeam(data, reason, config.urls.portal), config.teamEmail);
}

/**
 * The team deleted a listing: to its owner — moderation `delete` (team-actions.ts). Call it in the
 * deleting transaction *before* the row goes: the title and the owner are read from it.
 */
export async function notifyListingDeletedByTeam(db: Db, config: MailConfig, carId: number, reason: string): Promise<void> {
  const { data, ownerEmail } = await listing(db, carId);
  await queue(db, ownerEmail, 'listing.deleted_by_team', templates.listingDeletedByTeam(data, reason, config.urls.portal), config.teamEmail);
}
