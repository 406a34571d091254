import type { MatrixRow, Role, World } from './authorization-matrix.spec';
import { createUser } from '../helpers/fixtures';

/**
 * Rows of the back office's 'Užklausos' and 'Savininkai' routes (issue 14): the team only —
 * anonymous 401, every owner 403. Each cell's world has its own owner, so blocking them (the
 * team's cell) touches no other cell.
 */
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });

/** A callback lead of this cell, stored as the public form stores it. */
async function newLead(w: World): Promise<number> {
  const row = await w.t.db
    .insertInto('leads')
    .values({ kind: 'callback', payload: JSON.stringify({ name: 'Matrica', phone: '+37060000001', subject: 'Skambutis', termsAgreed: true }), ip_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const json = (w: World, method: 'GET' | 'POST', url: string, payload?: object) => ({
  method,
  url,
  headers: w.headers,
  remoteAddress: w.remoteAddress,
  ...(payload ? { payload } : {}),
});

export const leadOwnerRows: MatrixRow[] = [
  { route: 'GET /api/moderation/leads', expect: teamOnly(200), request: (w) => json(w, 'GET', '/api/moderation/leads?status=new') },
  { route: 'GET /api/moderation/leads/:id', expect: teamOnly(200), request: async (w) => json(w, 'GET', `/api/moderation/leads/${await newLead(w)}`) },
  {
    route: 'POST /api/moderation/leads/:id/status',
    expect: teamOnly(200),
    request: async (w) => json(w, 'POST', `/api/moderation/leads/${await newLead(w)}/status`, { status: 'called', note: 'Paskambinta' }),
  },
  { route: 'GET /api/moderation/owners', expect: teamOnly(200), request: (w) => json(w, 'GET', `/api/moderation/owners?q=${encodeURIComponent(w.owner.email)}`) },
  { route: 'GET /api/moderation/owners/:id', expect: teamOnly(200), request: (w) => json(w, 'GET', `/api/moderation/owners/${w.owner.id}`) },
  { route: 'GET /api/moderation/owners/:id/listings', expect: teamOnly(200), request: (w) => json(w, 'GET', `/api/moderation/owners/${w.owner.id}/listings?page=1`) },
  {
    route: 'POST /api/moderation/owners/:id/block',
    expect: teamOnly(200),
    request: (w) => json(w, 'POST', `/api/moderation/owners/${w.owner.id}/block`, { reason: 'Matricos priežastis' }),
  },
  {
    // A third owner, blocked first (straight in the database), so the team's unblock has something
    // to undo — and the cell's owner, who may be the caller, keeps their session.
    route: 'POST /api/moderation/owners/:id/unblock',
    expect: teamOnly(200),
    request: async (w) => {
      const blocked = await createUser(w.t.app, w.t.db, { profile: 'company' });
      await w.t.db.updateTable('users').set({ blocked_at: new Date(), blocked_reason: 'Matrica' }).where('id', '=', blocked.id).execute();
      return json(w, 'POST', `/api/moderation/owners/${blocked.id}/unblock`, { reason: 'Matricos priežastis' });
    },
  },
];
