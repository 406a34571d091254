import type { Kysely } from 'kysely';
import { canMovePipeline, PIPELINE_STATUS_LABELS, type PipelineChange, type PipelineStatus } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { notifyApplicationPassedToOwner, type MailConfig } from '../../mail/notifications';
import { recordTeamAction } from '../audit/audit.repository';
import { statusHistory } from '../audit/status-history';

/**
 * The team's applications pipeline (issue 14): new → contacted → sent_to_owner → contract_signed,
 * or declined / withdrawn from any open status (PIPELINE_TRANSITIONS of @ratai/domain). Every
 * change carries a note and is written with its history row and its audit entry in one
 * transaction; 'Perduoti savininkui' (→ sent_to_owner) also queues the owner's e-mail in it.
 * What the owner may see is docs/owner-visibility.md.
 */

export const PIPELINE_MESSAGES = {
  notAllowed: (from: PipelineStatus, to: PipelineStatus) =>
    `Paraiškos būsenos „${PIPELINE_STATUS_LABELS[from]}“ pakeisti į „${PIPELINE_STATUS_LABELS[to]}“ negalima.`,
  noCar: 'Paraiška pateikta ne konkrečiam automobiliui (arba automobilis ištrintas): savininko, kuriam ją perduoti, nėra.',
  noConsent: 'Pareiškėjas nesutiko su taisyklėmis ir privatumo politika: paraiškos perduoti savininkui negalima.',
} as const;

export interface PipelineChangeRequest {
  applicationId: string;
  to: PipelineStatus;
  note: string;
  actorId: number;
}

/** Applies one change; 404 for an unknown application, 409 for a move the workflow does not allow. */
export async function changePipelineStatus(db: Kysely<Database>, mail: MailConfig, change: PipelineChangeRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row lock orders two team members changing the same application at once.
    const row = await trx
      .selectFrom('rental_applications')
      .select(['id', 'pipeline_status', 'car_id', 'terms_agreed'])
      .where('id', '=', change.applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Paraiška nerasta');
    const from = row.pipeline_status;
    if (!canMovePipeline(from, change.to)) throw conflict(PIPELINE_MESSAGES.notAllowed(from, change.to));

    let ownerId: number | null = null;
    if (change.to === 'sent_to_owner') {
      if (!row.terms_agreed) throw conflict(PIPELINE_MESSAGES.noConsent);
      const car = row.car_id === null ? undefined : await trx.selectFrom('car_advertisements').select('owner_id').where('id', '=', row.car_id).executeTakeFirst();
      if (!car) throw conflict(PIPELINE_MESSAGES.noCar);
      ownerId = car.owner_id;
    }

    await trx
      .updateTable('rental_applications')
      .set({
        pipeline_status: change.to,
        ...(ownerId !== null ? { passed_to_owner_id: ownerId, passed_to_owner_at: new Date() } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    const actor = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', change.actorId).executeTakeFirstOrThrow();
    await trx
      .insertInto('application_pipeline_changes')
      .values({ application_id: row.id, from_status: from, to_status: change.to, note: change.note, actor_id: actor.id, actor_email: actor.email.toLowerCase() })
      .execute();
    await recordTeamAction(trx, {
      actorId: change.actorId,
      action: ownerId !== null ? 'application.pass_to_owner' : 'application.status',
      target: { type: 'application', id: row.id },
      reason: change.note,
      details: { from, to: change.to, ...(ownerId !== null ? { ownerId } : {}) },
    });
    if (ownerId !== null) await notifyApplicationPassedToOwner(trx, mail, row.id, ownerId);
  });
}

/** The application's pipeline history, oldest first. */
export function pipelineHistory(db: Kysely<Database>, applicationId: string): Promise<PipelineChange[]> {
  return statusHistory(db.selectFrom('application_pipeline_changes').where('application_id', '=', applicationId));
}
