import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../http/errors';
import { notifyListingDeletedByTeam, notifyListingHiddenByTeam } from '../../mail/notifications';
import { recordTeamAction } from '../audit/audit.repository';
import { deleteUnusedFiles } from '../listings/listing-images';
import { lockListing, photoHashesOf, setTeamHiding } from './moderation.repository';

/**
 * The team's hide, unhide and delete of a listing (issue 14). Each is one transaction: the change,
 * its audit log entry and (hide, delete) the owner's e-mail in the outbox — all or nothing. The
 * listing row is locked first, the order every other writer of a listing uses.
 * A revision row's id is 404: these act on listings (a revision is never public by itself).
 */

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export const ALREADY_HIDDEN = 'Skelbimas jau paslėptas komandos.';
export const NOT_HIDDEN = 'Skelbimas nėra paslėptas komandos.';
/** Separation of duties: another team member decides whether the hidden listing goes back up. */
export const OWN_LISTING_UNHIDE = 'Savo paties skelbimo vėl rodyti negalite – tai turi nuspręsti kitas komandos narys.';

export async function hideListing(app: App, id: number, actorId: number, reason: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, id);
    if (!listing) throw notFound();
    if (listing.hiddenByTeam) throw conflict(ALREADY_HIDDEN);
    await setTeamHiding(trx, id, { reason, by: actorId });
    await recordTeamAction(trx, { actorId, action: 'listing.hide', target: { type: 'listing', id }, reason });
    await notifyListingHiddenByTeam(trx, app.config, id, reason);
  });
}

export async function unhideListing(app: App, id: number, actorId: number, reason: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, id);
    if (!listing) throw notFound();
    if (listing.ownerId === actorId) throw forbidden(OWN_LISTING_UNHIDE);
    if (!listing.hiddenByTeam) throw conflict(NOT_HIDDEN);
    await setTeamHiding(trx, id, null);
    await recordTeamAction(trx, { actorId, action: 'listing.unhide', target: { type: 'listing', id }, reason });
  });
}

/**
 * Deletes a listing for good (README "Decisions": hard, like the owner's own delete): in one
 * transaction the owner's e-mail (read from the row before it goes), the audit entry and the row
 * with its revision, photos' rows and features (cascade). The photo files go only after the commit
 * and only those no other listing shows; a failed transaction deletes no file.
 */
export async function deleteListing(app: App, log: FastifyBaseLogger, id: number, actorId: number, reason: string): Promise<void> {
  const hashes = await app.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, id);
    if (!listing) throw notFound();
    const photos = await photoHashesOf(trx, id);
    await notifyListingDeletedByTeam(trx, app.config, id, reason);
    await recordTeamAction(trx, { actorId, action: 'listing.delete', target: { type: 'listing', id }, reason, details: { owner: listing.ownerId } });
    await trx.deleteFrom('car_advertisements').where('id', '=', id).execute();
    return photos;
  });
  await deleteUnusedFiles(app.db, app.storage, hashes, log);
}
