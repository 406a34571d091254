import type { InjectOptions } from 'fastify';
import type { MatrixRow, Role, World } from '../security/authorization-matrix.spec';
import { CODES, applicationForm, multipart } from './helpers';

/**
 * The application routes' rows for the authorization matrix (test/security). Meant to be spread
 * into `applicationRows` of test/security/application-rows.ts. The applicant's routes need no
 * session (spec §6: visitors apply); the access key (with the personal code) is the proof. The team's two
 * routes need the `team` role. No row depends on the bank provider being reachable.
 */

const same = (status: number): Record<Role, number> => ({ anonymous: status, otherOwner: status, owner: status, team: status });
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });
/** The owner's inbox: each signed-in account reads its own list (another owner's is its own, empty). */
const signedIn = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: status, owner: status, team: status });
/** One lead: only the owner it was passed to; everyone else signed in gets the missing lead's 404. */
const passedOwnerOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 404, owner: status, team: 404 });

/** An application for the world's listing, passed to its owner ('Perduoti savininkui', set in the database). */
async function passedToOwner(w: World): Promise<string> {
  const body = await multipart(applicationForm({ carId: String(w.listing.id) }));
  const res = await w.t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: w.remoteAddress });
  const { id } = res.json<{ id: string }>();
  await w.t.db
    .updateTable('rental_applications')
    .set({ pipeline_status: 'sent_to_owner', passed_to_owner_id: w.owner.id, passed_to_owner_at: new Date() })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A multipart create as the caller (the answer is 201 with or without a reachable bank list). */
async function createRequest(w: World): Promise<InjectOptions> {
  const body = await multipart(applicationForm());
  return { method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: { ...w.headers, ...body.headers }, remoteAddress: w.remoteAddress };
}

/** A fresh application of this cell's world, created anonymously, and its access key. */
async function created(w: World): Promise<{ id: string; key: { 'x-application-key': string } }> {
  const body = await multipart(applicationForm());
  const res = await w.t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: w.remoteAddress });
  const answer = res.json<{ id: string; accessKey: string }>();
  return { id: answer.id, key: { 'x-application-key': answer.accessKey } };
}
const newApplication = async (w: World) => (await created(w)).id;

/**
 * Issue 18, item 3: the applicant's calls on an existing application need its access key (the
 * applicant's browser and e-mail hold it), whoever is signed in. With the id alone — what a
 * stranger sees in a URL — every caller gets the same 404, and nothing is read or started.
 */
const withoutKey = (status: number) => same(status);

const MISSING_ID = '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11';

export const applicationMatrixRows: MatrixRow[] = [
  { route: 'POST /api/car-application/create', expect: same(201), request: createRequest },
  {
    route: 'PUT /api/car-application/update/:id',
    expect: same(200),
    request: async (w) => {
      const { id, key } = await created(w);
      const body = await multipart(applicationForm({ city: 'Kaunas' }));
      return { method: 'PUT', url: `/api/car-application/update/${id}`, payload: body.payload, headers: { ...w.headers, ...body.headers, ...key }, remoteAddress: w.remoteAddress };
    },
  },
  {
    route: 'GET /api/car-application/get-application/:id/:personalCode',
    expect: same(200),
    request: async (w) => {
      const { id, key } = await created(w);
      return { method: 'GET', url: `/api/car-application/get-application/${id}/${CODES.applicant.slice(-4)}`, headers: { ...w.headers, ...key }, remoteAddress: w.remoteAddress };
    },
  },
  {
    // Issue 17: the status page; the key alone opens it, whoever is signed in.
    route: 'GET /api/car-application/status/:id',
    expect: same(200),
    request: async (w) => {
      const { id, key } = await created(w);
      return { method: 'GET', url: `/api/car-application/status/${id}`, headers: { ...w.headers, ...key }, remoteAddress: w.remoteAddress };
    },
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
    request: async (w) => {
      const { id, key } = await created(w);
      return { method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, payload: {}, headers: { ...w.headers, ...key }, remoteAddress: w.remoteAddress };
    },
  },
  // The same calls with the id alone (and the right digits, the full code): 404 for everyone.
  {
    route: 'PUT /api/car-application/update/:id',
    expect: withoutKey(404),
    request: async (w) => {
      const body = await multipart(applicationForm({ city: 'Kaunas' }));
      return { method: 'PUT', url: `/api/car-application/update/${await newApplication(w)}`, payload: body.payload, headers: { ...w.headers, ...body.headers }, remoteAddress: w.remoteAddress };
    },
  },
  {
    route: 'GET /api/car-application/get-application/:id/:personalCode',
    expect: withoutKey(404),
    request: async (w) => ({
      method: 'GET',
      url: `/api/car-application/get-application/${await newApplication(w)}/${CODES.applicant.slice(-4)}`,
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    route: 'GET /api/car-application/status/:id',
    expect: withoutKey(404),
    request: async (w) => ({ method: 'GET', url: `/api/car-application/status/${await newApplication(w)}`, headers: w.headers, remoteAddress: w.remoteAddress }),
  },
  {
    route: 'GET /api/car-application/gocardless/redirect/:institutionId/:applicationId',
    expect: withoutKey(404),
    request: async (w) => ({
      method: 'GET',
      url: `/api/car-application/gocardless/redirect/SWEDBANK_HABALT22/${await newApplication(w)}`,
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
  {
    route: 'POST /api/car-application/gocardless/complete-onboarding/:id',
    expect: withoutKey(404),
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
    // With a search: finding applications by name is the team's too.
    request: (w) => ({ method: 'GET', url: '/api/moderation/car-applications?q=R%C5%ABta', headers: w.headers, remoteAddress: w.remoteAddress }),
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
  // The car owner's inbox 'Užklausos' (issue 16; docs/owner-visibility.md).
  {
    route: 'GET /api/car-application/owner-leads',
    expect: signedIn(200),
    request: async (w) => {
      await passedToOwner(w);
      return { method: 'GET', url: '/api/car-application/owner-leads', headers: w.headers, remoteAddress: w.remoteAddress };
    },
  },
  {
    route: 'GET /api/car-application/owner-leads/:id',
    expect: passedOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/car-application/owner-leads/${await passedToOwner(w)}`, headers: w.headers, remoteAddress: w.remoteAddress }),
  },
  {
    route: 'POST /api/car-application/owner-leads/:id/status',
    expect: passedOwnerOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/car-application/owner-leads/${await passedToOwner(w)}/status`,
      payload: { status: 'contacted', note: 'Paskambinau' },
      headers: w.headers,
      remoteAddress: w.remoteAddress,
    }),
  },
];
