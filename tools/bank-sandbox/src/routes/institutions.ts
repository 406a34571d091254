import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { findInstitution, INSTITUTIONS, type SandboxInstitution } from '../institutions';
import { badRequest, notFound } from '../provider-errors';

/** GET /institutions/?country= and /institutions/{id}/, with the numbers as strings as GoCardless sends them. */
export function registerInstitutionRoutes({ app, origin }: SandboxContext): void {
  const body = (i: SandboxInstitution, request: FastifyRequest) => ({
    id: i.id,
    name: i.name,
    bic: i.bic,
    transaction_total_days: String(i.transactionTotalDays),
    max_access_valid_for_days: String(i.maxAccessValidForDays),
    countries: ['LT'],
    logo: `${origin(request)}/logos/${i.id}.png`,
    supported_features: ['account_selection', 'business_accounts', 'private_accounts'],
    identification_codes: [],
  });

  app.get<{ Querystring: { country?: string } }>('/api/v2/institutions/', async (request) => {
    const country = request.query.country?.toUpperCase();
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) {
      throw badRequest('Invalid country choice.', `${request.query.country} is not a valid choice.`, 'country');
    }
    const list = country && country !== 'LT' ? [] : INSTITUTIONS;
    return list.map((i) => body(i, request));
  });

  app.get<{ Params: { id: string } }>('/api/v2/institutions/:id/', async (request) => {
    const institution = findInstitution(request.params.id);
    if (!institution) throw notFound();
    return body(institution, request);
  });
}
