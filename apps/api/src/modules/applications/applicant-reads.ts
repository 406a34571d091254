import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { applicantStatusOf, type ApplicantStatusView, type ApplicationRead } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findApplicantStatusRow, findApplication, findCarPrice } from './applications.repository';
import { parseMetadata, toApplicationRead } from './applications.mapper';
import { APPLICATION_MESSAGES as MESSAGES } from './applications.messages';
import { institutionsOrNull, type InstitutionList } from './bank-institutions';
import { bankStepRefusal } from './bank-step';

/** What the applicant reads of an application: the lookup's read-back and the status page. */

/** The applicant's read-back (spec §3); the caller has already checked the last four digits. */
export async function readForApplicant(db: Kysely<Database>, id: string): Promise<ApplicationRead> {
  const row = await findApplication(db, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return toApplicationRead(row, await findCarPrice(db, row.car_id));
}

/**
 * The applicant's status page (issue 17): the caller has checked the access key. Only what the
 * page shows is selected — no name, contact, income or code is read at all.
 */
export async function statusForApplicant(
  db: Kysely<Database>,
  id: string,
  institutions: InstitutionList,
  log: FastifyBaseLogger,
): Promise<ApplicantStatusView> {
  const row = await findApplicantStatusRow(db, id);
  if (!row) throw notFound(MESSAGES.notFound);
  // Offered exactly while startBankConnection would accept it (bank-step.ts).
  const bankStepOpen = bankStepRefusal(row) === null;
  const car = row.slug && row.make && row.model ? { slug: row.slug, title: `${row.make} ${row.model}, ${row.production_year} m.` } : null;
  return {
    id: row.id,
    status: applicantStatusOf(row.pipeline_status),
    submittedAt: new Date(row.created_at).toISOString(),
    car,
    carAdvertisementUrl: parseMetadata(row.metadata)?.carAdvertisementUrl ?? null,
    pricing: { term: row.term, approxMonthlyPayment: Number(row.approx_monthly_payment) },
    bankStep: bankStepOpen ? { institutions: (await institutionsOrNull(institutions, log)) ?? [] } : null,
  };
}
