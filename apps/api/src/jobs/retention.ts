import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How long personal data is kept (docs/data-retention.md, GDPR art. 5(1)(e)): past these ages the
 * daily `retention` job deletes the rows. Changing a period here changes the document's promise:
 * update both.
 */
export const RETENTION = {
  /** Car requests and callback requests: the team answers within days; a year covers any follow-up. */
  leadsMonths: 12,
  /** Hire-purchase applications (with their bank summary): two years for disputes and the lender's checks. */
  applicationsMonths: 24,
  /** Sent or dead e-mails (they repeat names, addresses, application numbers). */
  mailDays: 90,
  /** Used or expired password-reset and confirmation codes. */
  accountCodesDays: 7,
} as const;

export interface RetentionResult {
  leads: number;
  applications: number;
  mails: number;
  accountCodes: number;
}

/** Deletes everything past its retention period; returns how many rows went from each table. */
export async function runRetention(db: Kysely<Database>): Promise<RetentionResult> {
  return db.transaction().execute(async (trx) => {
    const mails = await trx
      .deleteFrom('mail_outbox')
      .where('status', 'in', ['sent', 'dead'])
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${RETENTION.mailDays})`)
      .executeTakeFirst();
    const leads = await trx
      .deleteFrom('leads')
      .where('created_at', '<', sql<Date>`now() - make_interval(months => ${RETENTION.leadsMonths})`)
      .executeTakeFirst();
    const applications = await trx
      .deleteFrom('rental_applications')
      .where('created_at', '<', sql<Date>`now() - make_interval(months => ${RETENTION.applicationsMonths})`)
      .executeTakeFirst();
    const accountCodes = await trx
      .deleteFrom('account_codes')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', sql<Date>`now()`)]))
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${RETENTION.accountCodesDays})`)
      .executeTakeFirst();
    return {
      leads: Number(leads.numDeletedRows),
      applications: Number(applications.numDeletedRows),
      mails: Number(mails.numDeletedRows),
      accountCodes: Number(accountCodes.numDeletedRows),
    };
  });
}
