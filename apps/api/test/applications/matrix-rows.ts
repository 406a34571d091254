import type { InjectOptions } from 'fastify';
import type { MatrixRow, Role, World } from '../security/authorization-matrix.spec';
import { CODES, applicationForm, multipart } from './helpers';

/**
 * The application routes' rows for the authorization matrix (test/security). Meant to be spread
 * into `applicationRows` of test/security/application-rows.ts. The applicant's routes need no
 * session (spec §6: visitors apply); the id and the personal code are the proof. The team's two
 * routes need the `team` role. No row depends on the bank provider being reachable.
 */

const same = (status: number): Record<Role, number> => ({ anonymous: status, otherOwner: status, owner: status, team: status });
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });

/** A multipart create as the caller (the answer is 201 with or without a reachable bank list). */
async function createRequest(w: World): Promise<InjectOptions> {
  const body = await multipart(applicationForm());
  return { method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: { ...w.headers, ...body.headers }, remoteAddress: w.remoteAddress };
}

/** A fresh application of this cell's world, created anonymously. */
async function newApplication(w: World): Promise<string> {
  const body = await multipart(applicationForm());
  const res = await w.t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: w.remoteAddress });
  return res.json<{ id: string }>().id;
}

const MISSING_ID = '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11';

export const applicationMatrixRows: MatrixRow[] = [
  { route: 'POST /api/car-application/create', expect: same(201), request: createRequest },
  {
    route: 'PUT /api/car-application/update/:id',
    expect: same(200),
    request: async (w) => {
      const id = await newApplication(w);
      const body = await multipart(applicationForm({ city: 'Kaunas' }));
      return { method: 'PUT', url: `/api/car-application/update/${id}`, payload: body.payload, headers: { ...w.headers, ...body.headers }, remoteAddress: w.remoteAddress };
    },
  },
  {
    route: 'GET /api/car-application/get-application/:id/:personalCode',
    expect: same(200),
    request: async (w) => ({
      method: 'GET',
      url: `/api/car-application/get-application/${await newApplication(w)}/${CODES.applicant.slice(-4)}`,
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    // An unknown application: answered before the provider is called, the same for everyone.
    route: 'GET /api/car-application/gocardless/redirect/:institutionId/:applicationId',
    expect: same(404),
    request: (w) => ({
      method: 'GET',
      url: `/api/car-application/gocardless/redirect/SWEDBANK_HABALT22/${MISSING_ID}`,
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    // No bank chosen yet: 409 for everyone, no provider call.
    route: 'POST /api/car-application/gocardless/complete-onboarding/:id',
    expect: same(409),
    request: async (w) => ({
      method: 'POST',
      url: `/api/car-application/gocardless/complete-onboarding/${await newApplication(w)}`,
      payload: {},
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    route: 'GET /api/moderation/car-applications',
    expect: teamOnly(200),
    request: (w) => ({ method: 'GET', url: '/api/moderation/car-applications', headers: w.headers, remoteAddress: w.remoteAddress }),
  },
  {
    route: 'GET /api/moderation/car-applications/:id',
    expect: teamOnly(200),
    request: async (w) => ({
      method: 'GET',
      url: `/api/moderation/car-applications/${await newApplication(w)}`,
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
];
