import { requireInstitution, requireOperational, type SandboxContext } from '../context';
import { badRequest, notFound, ProviderError } from '../provider-errors';
import { optionalInt, record } from '../request-helpers';
import { ACCESS_SCOPES, DEFAULT_AGREEMENT } from '../state';

/** End-user agreements: the bank's history limit is enforced as GoCardless does (field-keyed 400). */
export function registerAgreementRoutes(context: SandboxContext): void {
  const { app, state } = context;

  app.post('/api/v2/agreements/enduser/', async (request, reply) => {
    const body = record(request.body);
    const institution = requireInstitution(body['institution_id']);
    requireOperational(context, institution);
    const maxDays = optionalInt(body['max_historical_days'], 'max_historical_days') ?? DEFAULT_AGREEMENT.maxHistoricalDays;
    const validDays = optionalInt(body['access_valid_for_days'], 'access_valid_for_days') ?? DEFAULT_AGREEMENT.accessValidForDays;
    if (maxDays < 1 || maxDays > institution.transactionTotalDays) {
      throw badRequest(
        'Incorrect max_historical_days',
        `max_historical_days must be > 0 and <= ${institution.id} transaction_total_days (${institution.transactionTotalDays})`,
        'max_historical_days',
      );
    }
    if (validDays < 1 || validDays > institution.maxAccessValidForDays) {
      throw badRequest(
        'Incorrect access_valid_for_days',
        `access_valid_for_days must be > 0 and <= ${institution.maxAccessValidForDays}`,
        'access_valid_for_days',
      );
    }
    const scope = body['access_scope'] ?? ACCESS_SCOPES;
    if (!Array.isArray(scope) || scope.length === 0 || !scope.every((s) => typeof s === 'string' && ACCESS_SCOPES.includes(s))) {
      throw badRequest('Unknown value in access_scope', `Choose one or several of ${ACCESS_SCOPES.join(', ')}`, 'access_scope');
    }
    reply.status(201);
    return state.createAgreement(institution, maxDays, validDays, scope as string[]);
  });

  app.get<{ Params: { id: string } }>('/api/v2/agreements/enduser/:id/', async (request) => {
    const agreement = state.agreements.get(request.params.id);
    if (!agreement) throw notFound();
    return agreement;
  });

  app.delete<{ Params: { id: string } }>('/api/v2/agreements/enduser/:id/', async (request) => {
    const agreement = state.agreements.get(request.params.id);
    if (!agreement) throw notFound();
    if (agreement.accepted) {
      throw new ProviderError(
        400,
        'Cannot delete End User Agreement',
        `Cannot delete accepted End User Agreement: ${agreement.id}. Only non-accepted agreements can be deleted.`,
      );
    }
    state.agreements.delete(agreement.id);
    return { summary: 'End User Agreement deleted', detail: `End User Agreement ${agreement.id} deleted` };
  });
}
