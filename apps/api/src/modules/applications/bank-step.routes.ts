import type { FastifyInstance } from 'fastify';
import { ApplicationIdParamsSchema } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { BankRedirectResponse, BankStepResultResponse } from './applications.responses';
import { BankRedirectParamsSchema, CompleteOnboardingBodySchema, applicantErrors as errors, applicantTags as tags } from './applications.schemas';
import type { BankStep } from './bank-step';
import { requireAccessKey } from './access-key';

/** The bank step (spec §4, GO_CARDLESS): start the consent at a bank, finish it and score. */
export async function bankStepRoutes(fastify: FastifyInstance, options: { bankStep: BankStep }): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { bankStep } = options;

  app.get(
    '/car-application/gocardless/redirect/:institutionId/:applicationId',
    {
      schema: {
        summary: 'Start the bank connection',
        description:
          'Creates an end-user agreement (180 days of history, access for 1 day) and a requisition whose reference is the ' +
          'application id; the bank sends the applicant back to {WIZARD_URL}/bankas/grizti?ref={reference}. Answers ' +
          '{ redirectUrl }. 409 once the accounts were read or the team has passed the application on or closed it; 429 after 10 consents; 400 for a bank not in the list.',
        tags,
        params: BankRedirectParamsSchema,
        response: { 200: BankRedirectResponse, ...errors, ...errorResponses(409, 502) },
      },
    },
    async (request) => {
      const params = request.params;
      await requireAccessKey(app.db, request, params.applicationId);
      return bankStep.startBankConnection(params.institutionId, params.applicationId, request.log);
    },
  );

  app.post(
    '/car-application/gocardless/complete-onboarding/:id',
    {
      schema: {
        summary: 'Finish the bank connection and score the application',
        description:
          'Body (ours, optional): { ref?, error? } — the ?ref= and ?error= of the return address. Reads the accounts once ' +
          '(a repeated call answers the stored result), keeps a monthly summary and answers { id, status, light, basis, reasons }. ' +
          'A refused or expired consent answers status "bank_refused" with the light from the declared data (at least yellow). ' +
          '409 while the consent is unfinished.',
        tags,
        params: ApplicationIdParamsSchema,
        body: optionalBody(CompleteOnboardingBodySchema),
        response: { 200: BankStepResultResponse, ...errors, ...errorResponses(409, 502, 503) },
      },
    },
    async (request) => {
      await requireAccessKey(app.db, request, request.params.id);
      return bankStep.completeBankConnection(request.params.id, request.body, request.log);
    },
  );
}
