import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A message ready to be written to the outbox (a template's result plus its recipient). */
export interface EmailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** The template's name, e.g. 'lead.car_request' (kept on the row for tests and operations). */
  template: string;
  /** When the message is a lead's e-mail: its lead (leads.delivery becomes 'sent' on delivery). */
  leadId?: number | null;
}

/** Domain of our Message-IDs; a fixed one keeps ids stable whatever MAIL_FROM says. */
export const MESSAGE_ID_DOMAIN = 'mail.ratai.lt';

/**
 * Writes `message` to mail_outbox with `db` — pass the transaction of the change that causes the
 * e-mail, so the message exists exactly when the change does. The job worker relays and sends it
 * (src/jobs/worker.ts); nothing here talks to SMTP.
 */
export async function enqueueEmail(db: Kysely<Database>, message: EmailMessage): Promise<{ id: number; messageId: string }> {
  const messageId = `${randomUUID()}@${MESSAGE_ID_DOMAIN}`;
  const row = await db
    .insertInto('mail_outbox')
    .values({
      lead_id: message.leadId ?? null,
      to_address: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      template: message.template,
      message_id: messageId,
      status: 'queued',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, messageId };
}
