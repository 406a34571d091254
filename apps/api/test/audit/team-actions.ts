import type { InjectOptions } from 'fastify';
import type { AuditAction, AuditTargetType } from '@ratai/domain';
import type { TestApp } from '../helpers/build-test-app';
import type { TestUser } from '../helpers/fixtures';
import { insertCar } from '../catalog/cars';
import { createUser } from '../helpers/fixtures';
import { applicationForm, multipart } from '../applications/helpers';
import { ARTICLE_ROUTE_CASES } from './article-actions';

/**
 * Every team route (paths under /api/moderation/) with what it must write to the audit log: a
 * route that changes something or opens personal data writes one entry in its transaction; a
 * list read writes none. test/audit/audit-log.spec.ts walks this table and fails for a team
 * route missing from it, so a new team route cannot land without deciding what it logs.
 */

export interface ActionContext {
  t: TestApp;
  team: TestUser;
  owner: TestUser;
  remoteAddress: string;
}

export interface TeamRouteCase {
  route: string;
  /** The request, built in a fresh setting (a new listing, a new application). */
  request: (ctx: ActionContext) => Promise<{ options: InjectOptions; target: string }>;
  /** null: the route writes nothing (a list read). */
  writes: { action: AuditAction; targetType: AuditTargetType; reason: string | null } | null;
}

const REASON = 'Nuotraukose matyti kito automobilio numeriai';
const NOTE = 'Paskambinta, pajamas patvirtino';

async function listing(ctx: ActionContext, reviewStatus: 'pending' | 'approved' = 'pending'): Promise<string> {
  const car = await insertCar(ctx.t.db, ctx.owner.id, { make: 'skoda', model: 'octavia', review_status: reviewStatus });
  return String(car.id);
}

/** A new application, submitted anonymously as the wizard does (general flow). */
export async function newApplication(ctx: ActionContext, overrides: Record<string, string> = {}): Promise<string> {
  const body = await multipart(applicationForm(overrides));
  const res = await ctx.t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: ctx.remoteAddress });
  if (res.statusCode !== 201) throw new Error(`create application: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A callback lead, stored as the public form stores it. */
async function newLead(ctx: ActionContext): Promise<number> {
  const row = await ctx.t.db
    .insertInto('leads')
    .values({ kind: 'callback', payload: JSON.stringify({ name: 'Žurnalas', phone: '+37060000002', subject: 'Skambutis', termsAgreed: true }), ip_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (ctx: ActionContext, url: string): InjectOptions => ({ method: 'GET', url, headers: ctx.team.auth, remoteAddress: ctx.remoteAddress });
const post = (ctx: ActionContext, url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  headers: ctx.team.auth,
  remoteAddress: ctx.remoteAddress,
  ...(payload ? { payload } : {}),
});

export const TEAM_ROUTE_CASES: TeamRouteCase[] = [
  // Listings
  {
    route: 'GET /api/moderation/car-advertisements',
    request: async (ctx) => ({ options: get(ctx, '/api/moderation/car-advertisements'), target: '' }),
    writes: null,
  },
  {
    // Reading one listing is public data plus the owner's e-mail: not logged (the application is).
    route: 'GET /api/moderation/car-advertisements/:id',
    request: async (ctx) => {
      const id = await listing(ctx);
      return { options: get(ctx, `/api/moderation/car-advertisements/${id}`), target: id };
    },
    writes: null,
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/approve',
    request: async (ctx) => {
      const id = await listing(ctx);
      return { options: post(ctx, `/api/moderation/car-advertisements/${id}/approve`, {}), target: id };
    },
    writes: { action: 'listing.approve', targetType: 'listing', reason: null },
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/reject',
    request: async (ctx) => {
      const id = await listing(ctx);
      return { options: post(ctx, `/api/moderation/car-advertisements/${id}/reject`, { reason: REASON }), target: id };
    },
    writes: { action: 'listing.reject', targetType: 'listing', reason: REASON },
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/hide',
    request: async (ctx) => {
      const id = await listing(ctx, 'approved');
      return { options: post(ctx, `/api/moderation/car-advertisements/${id}/hide`, { reason: REASON }), target: id };
    },
    writes: { action: 'listing.hide', targetType: 'listing', reason: REASON },
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/unhide',
    request: async (ctx) => {
      const id = await listing(ctx, 'approved');
      await ctx.t.db
        .updateTable('car_advertisements')
        .set({ hidden_by_team_at: new Date(), hidden_by_team_reason: REASON })
        .where('id', '=', Number(id))
        .execute();
      return { options: post(ctx, `/api/moderation/car-advertisements/${id}/unhide`, { reason: NOTE }), target: id };
    },
    writes: { action: 'listing.unhide', targetType: 'listing', reason: NOTE },
  },
  {
    route: 'POST /api/moderation/car-advertisements/:id/delete',
    request: async (ctx) => {
      const id = await listing(ctx, 'approved');
      return { options: post(ctx, `/api/moderation/car-advertisements/${id}/delete`, { reason: REASON }), target: id };
    },
    writes: { action: 'listing.delete', targetType: 'listing', reason: REASON },
  },
  {
    // One entry per listing approved; one id here, so one entry.
    route: 'POST /api/moderation/car-advertisements/bulk-approve',
    request: async (ctx) => {
      const id = await listing(ctx);
      return { options: post(ctx, '/api/moderation/car-advertisements/bulk-approve', { ids: [Number(id)] }), target: id };
    },
    writes: { action: 'listing.approve', targetType: 'listing', reason: null },
  },

  // Applications
  {
    route: 'GET /api/moderation/car-applications',
    request: async (ctx) => ({ options: get(ctx, '/api/moderation/car-applications'), target: '' }),
    writes: null,
  },
  {
    route: 'GET /api/moderation/car-applications/:id',
    request: async (ctx) => {
      const id = await newApplication(ctx);
      return { options: get(ctx, `/api/moderation/car-applications/${id}`), target: id };
    },
    writes: { action: 'application.open', targetType: 'application', reason: null },
  },

  {
    route: 'POST /api/moderation/car-applications/:id/status',
    request: async (ctx) => {
      const id = await newApplication(ctx);
      return { options: post(ctx, `/api/moderation/car-applications/${id}/status`, { status: 'contacted', note: NOTE }), target: id };
    },
    writes: { action: 'application.status', targetType: 'application', reason: NOTE },
  },

  // Leads ('Užklausos'): reads are not logged (the list shows the same contact data); a status change is.
  {
    route: 'GET /api/moderation/leads',
    request: async (ctx) => ({ options: get(ctx, '/api/moderation/leads'), target: '' }),
    writes: null,
  },
  {
    route: 'GET /api/moderation/leads/:id',
    request: async (ctx) => {
      const id = String(await newLead(ctx));
      return { options: get(ctx, `/api/moderation/leads/${id}`), target: id };
    },
    writes: null,
  },
  {
    route: 'POST /api/moderation/leads/:id/status',
    request: async (ctx) => {
      const id = String(await newLead(ctx));
      return { options: post(ctx, `/api/moderation/leads/${id}/status`, { status: 'called', note: NOTE }), target: id };
    },
    writes: { action: 'lead.status', targetType: 'lead', reason: NOTE },
  },

  // Owners ('Savininkai'): reads are not logged; block and unblock are, with the reason.
  {
    route: 'GET /api/moderation/owners',
    request: async (ctx) => ({ options: get(ctx, '/api/moderation/owners'), target: '' }),
    writes: null,
  },
  {
    route: 'GET /api/moderation/owners/:id',
    request: async (ctx) => ({ options: get(ctx, `/api/moderation/owners/${ctx.owner.id}`), target: String(ctx.owner.id) }),
    writes: null,
  },
  {
    route: 'GET /api/moderation/owners/:id/listings',
    request: async (ctx) => ({ options: get(ctx, `/api/moderation/owners/${ctx.owner.id}/listings`), target: String(ctx.owner.id) }),
    writes: null,
  },
  {
    route: 'POST /api/moderation/owners/:id/block',
    request: async (ctx) => {
      const owner = await createUser(ctx.t.app, ctx.t.db, { profile: 'company' });
      return { options: post(ctx, `/api/moderation/owners/${owner.id}/block`, { reason: REASON }), target: String(owner.id) };
    },
    writes: { action: 'owner.block', targetType: 'owner', reason: REASON },
  },
  {
    route: 'POST /api/moderation/owners/:id/unblock',
    request: async (ctx) => {
      const owner = await createUser(ctx.t.app, ctx.t.db, { profile: 'company' });
      await ctx.t.db.updateTable('users').set({ blocked_at: new Date(), blocked_reason: REASON }).where('id', '=', owner.id).execute();
      return { options: post(ctx, `/api/moderation/owners/${owner.id}/unblock`, { reason: NOTE }), target: String(owner.id) };
    },
    writes: { action: 'owner.unblock', targetType: 'owner', reason: NOTE },
  },

  // The log itself: reading it is not a change.
  {
    route: 'GET /api/moderation/audit-log',
    request: async (ctx) => ({ options: get(ctx, '/api/moderation/audit-log'), target: '' }),
    writes: null,
  },

  // Articles (their own file)
  ...ARTICLE_ROUTE_CASES,
];
