import type { FastifyInstance } from 'fastify';
import { createBankDataClient, type BankDataClient } from '../bank/bank-data-client';
import { createApplicationForm } from './application-form';
import { createBankStep } from './bank-step';
import { createInstitutionList } from './bank-institutions';
import { createPersonalDataCipher } from './personal-data';
import { applicationFormRoutes } from './application-form.routes';
import { applicantReadRoutes } from './applicant-reads.routes';
import { bankStepRoutes } from './bank-step.routes';
import { teamApplicationRoutes } from './team-applications.routes';
import { ownerLeadRoutes } from './owner-leads.routes';

/**
 * Rental applications (spec §2.9, §2.10, §4, §7) and the team's view of them. README.md has the
 * paths, statuses and decisions. The route files are registered in this order so that /api/docs
 * lists the paths as it always has.
 *
 * Logging: Fastify logs method, URL and status of each request, never bodies, and nothing here
 * logs input (the lookup's URL is masked: applicant-reads.routes.ts).
 */

export interface ApplicationRoutesOptions {
  /** Replaced in tests that need a failing provider; the configured provider otherwise. */
  bankClient?: BankDataClient;
}

export async function applicationRoutes(app: FastifyInstance, options: ApplicationRoutesOptions = {}): Promise<void> {
  const cipher = createPersonalDataCipher(app.config.dataKey);
  const bank = options.bankClient ?? createBankDataClient(app.config.bankData);
  // One bank list (cached for an hour) for the form's answer, the bank step's check and the status page.
  const institutions = createInstitutionList(bank);

  await app.register(applicationFormRoutes, { form: createApplicationForm({ app, cipher, institutions }) });
  await app.register(applicantReadRoutes, { cipher, institutions });
  await app.register(bankStepRoutes, { bankStep: createBankStep({ app, bank, institutions }) });
  await app.register(teamApplicationRoutes);
  // The car owner's inbox of the applications passed to them (issue 16).
  await app.register(ownerLeadRoutes);
}
