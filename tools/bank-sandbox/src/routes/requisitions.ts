import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requireInstitution, requireOperational, type SandboxContext } from '../context';
import { badRequest, notFound, ProviderError } from '../provider-errors';
import { isHttpUrl, record } from '../request-helpers';
import { ACCESS_SCOPES, DEFAULT_AGREEMENT, type Requisition } from '../state';

/**
 * Requisitions: CR on creation, GC when the link is opened, then UA/SA/GA/RJ/LN as the consent
 * page's scenario decides, EX once a linked agreement's access period is over. A reference may be
 * used once; the free tier's monthly limit answers 402 when configured.
 */
export function registerRequisitionRoutes(context: SandboxContext): void {
  const { app, state, origin } = context;

  const body = (r: Requisition, request: FastifyRequest) => {
    state.refreshStatus(r);
    return {
      id: r.id,
      created: r.created,
      redirect: r.redirect,
      status: r.status,
      institution_id: r.institution_id,
      agreement: r.agreement,
      reference: r.reference,
      accounts: r.accounts,
      user_language: r.user_language,
      link: `${origin(request)}/consent/${r.id}`,
      ssn: null,
      account_selection: false,
      redirect_immediate: false,
    };
  };

  const requireRequisition = (id: string): Requisition => {
    const r = state.requisitions.get(id);
    if (!r) throw notFound();
    return r;
  };

  const agreementFor = (value: unknown, institutionId: string): string | null => {
    if (value === undefined || value === null) return null;
    const agreement = typeof value === 'string' ? state.agreements.get(value) : undefined;
    if (!agreement) throw badRequest('Invalid EUA', `${String(value)} is not a valid UUID. Please specify a valid agreement from /api/agreements/enduser/ or create a new one.`, 'agreement');
    if (agreement.institution_id !== institutionId) {
      throw badRequest(
        'Incorrect Institution ID',
        `Provided Institution ID: '${institutionId}' for requisition does not match EUA institution ID '${agreement.institution_id}'. Please provide correct institution ID: '${agreement.institution_id}'`,
        'agreement',
      );
    }
    if (agreement.accepted) throw badRequest('End User Agreements cannot be accepted more than once', `Agreement ${agreement.id} was already accepted`, 'agreement');
    return agreement.id;
  };

  const countAgainstFreeTier = () => {
    const key = state.now().toISOString().slice(0, 7);
    const used = state.requisitionsByMonth.get(key) ?? 0;
    const limit = context.options.monthlyRequisitionLimit;
    if (limit !== undefined && used >= limit) {
      throw new ProviderError(402, 'Free usage limit exceeded', `Your company has used all ${limit} requisitions of this month on the free plan.`, {
        type: 'CompanyRequisitionLimitReached',
      });
    }
    state.requisitionsByMonth.set(key, used + 1);
  };

  app.post('/api/v2/requisitions/', async (request, reply) => {
    const input = record(request.body);
    const redirect = input['redirect'];
    if (typeof redirect !== 'string' || !isHttpUrl(redirect)) throw badRequest('Invalid redirect URI', 'Redirect URI must have a valid URI structure', 'redirect');
    const institution = requireInstitution(input['institution_id']);
    requireOperational(context, institution);
    const id = randomUUID();
    const reference = input['reference'] ?? id;
    if (typeof reference !== 'string' || reference.length === 0 || reference.length > 256) {
      throw badRequest('Invalid reference', 'reference must be a string of 1 to 256 characters', 'reference');
    }
    // GoCardless refuses a reference it has seen before; retries need a new one.
    if ([...state.requisitions.values()].some((r) => r.reference === reference)) {
      throw new ProviderError(400, 'Client reference must be unique', `Requisition with reference ${reference} already exists`);
    }
    const agreementId =
      agreementFor(input['agreement'], institution.id) ??
      state.createAgreement(institution, Math.min(DEFAULT_AGREEMENT.maxHistoricalDays, institution.transactionTotalDays), DEFAULT_AGREEMENT.accessValidForDays, ACCESS_SCOPES).id;
    const language = input['user_language'];
    if (language !== undefined && (typeof language !== 'string' || !/^[a-z]{2}$/i.test(language))) {
      throw badRequest('Provided user_language is invalid or not supported', `'${String(language)}' is an invalid or unsupported language`, 'user_language');
    }
    countAgainstFreeTier();
    const requisition: Requisition = {
      id,
      created: state.now().toISOString(),
      redirect,
      status: 'CR',
      institution_id: institution.id,
      agreement: agreementId,
      reference,
      accounts: [],
      user_language: typeof language === 'string' ? language.toUpperCase() : 'EN',
    };
    state.requisitions.set(id, requisition);
    reply.status(201);
    return body(requisition, request);
  });

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/api/v2/requisitions/', async (request) => {
    const limit = Math.max(1, Math.min(100, Number(request.query.limit) || 100));
    const offset = Math.max(0, Number(request.query.offset) || 0);
    const all = [...state.requisitions.values()];
    return { count: all.length, next: null, previous: null, results: all.slice(offset, offset + limit).map((r) => body(r, request)) };
  });

  app.get<{ Params: { id: string } }>('/api/v2/requisitions/:id/', async (request) => body(requireRequisition(request.params.id), request));

  app.delete<{ Params: { id: string } }>('/api/v2/requisitions/:id/', async (request) => {
    const r = requireRequisition(request.params.id);
    for (const accountId of r.accounts) state.accounts.delete(accountId);
    state.agreements.delete(r.agreement);
    state.requisitions.delete(r.id);
    return { summary: 'Requisition deleted', detail: `Requisition ${r.id} deleted with all its End User Agreements` };
  });
}
