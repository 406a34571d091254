import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { recordTeamAction } from '../../src/modules/audit/audit.repository';
import { recordReviewAndNotify } from '../../src/modules/moderation/review-mail';
import { insertCar } from '../catalog/cars';
import { TEAM_ROUTE_CASES, type ActionContext } from './team-actions';

/**
 * The audit log 'Veiksmų žurnalas' (issue 14): every team route writes its entry (or, for a
 * list read, none), the database refuses to change or delete an entry, and the team reads it
 * with filters and pages. PGlite by default, PostgreSQL with DATABASE_URL.
 */

const LOG = '/api/moderation/audit-log';

interface Entry {
  id: number;
  actor: { id: number; email: string };
  action: string;
  target: { type: string; id: string };
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

describe('audit log', () => {
  let t: TestApp;
  let team: TestUser;
  let owner: TestUser;
  let cell = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    team = await createTeamUser(t.app, t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
  });
  afterAll(async () => {
    await t.close();
  });

  const context = (): ActionContext => {
    cell += 1;
    return { t, team, owner, remoteAddress: `10.20.${cell}.9` };
  };
  const count = async () => Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  describe('every team route', () => {
    it('is in the table of what it writes', () => {
      const teamRoutes = t.routes.filter((route) => route.includes(' /api/moderation/'));
      const listed = TEAM_ROUTE_CASES.map((c) => c.route);
      expect(teamRoutes.filter((route) => !listed.includes(route))).toEqual([]);
      expect(listed.filter((route) => !teamRoutes.includes(route))).toEqual([]);
    });

    it.each(TEAM_ROUTE_CASES.map((c) => [c.route, c] as const))('%s', async (_route, routeCase) => {
      const ctx = context();
      const { options, target } = await routeCase.request(ctx);
      const before = await count();
      const started = Date.now();
      const res = await t.app.inject(options);
      expect(res.statusCode).toBeLessThan(300);
      const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'asc').offset(before).execute();
      if (!routeCase.writes) {
        expect(rows).toEqual([]);
        return;
      }
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        actor_id: team.id,
        actor_email: team.email.toLowerCase(),
        action: routeCase.writes.action,
        target_type: routeCase.writes.targetType,
        target_id: target,
        reason: routeCase.writes.reason,
      });
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(started - 5_000);
    });
  });

  it('refuses to change, delete or empty an entry, whoever asks', async () => {
    await recordTeamAction(t.db, { actorId: team.id, action: 'listing.approve', target: { type: 'listing', id: 999_001 } });
    const row = await t.db.selectFrom('audit_log').select('id').where('target_id', '=', '999001').executeTakeFirstOrThrow();
    await expect(sql`update audit_log set reason = 'pakeista' where id = ${row.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').select('reason').where('id', '=', row.id).executeTakeFirst()).toEqual({ reason: null });
  });

  it('rolls the action back when its entry cannot be written', async () => {
    // A decision whose reviewer does not exist cannot be logged: the listing must stay as it was.
    const carId = (await insertCar(t.db, owner.id, { review_status: 'pending' })).id;
    await expect(recordReviewAndNotify(t.app, carId, { status: 'approved', reason: null, reviewerId: 2_000_000_000 })).rejects.toThrow();
    const after = await t.db.selectFrom('car_advertisements').select('review_status').where('id', '=', carId).executeTakeFirstOrThrow();
    expect(after.review_status).toBe('pending');
  });

  describe('GET /moderation/audit-log', () => {
    let other: TestUser;

    beforeAll(async () => {
      other = await createTeamUser(t.app, t.db);
      // 55 entries of the other team member, one of them dated 2026-03-10 in Vilnius (+02:00).
      for (let i = 0; i < 55; i += 1) {
        await recordTeamAction(t.db, { actorId: other.id, action: 'application.status', target: { type: 'application', id: `p-${i}` }, reason: `Pastaba ${i}`, details: { from: 'new', to: 'contacted' } });
      }
      await sql`insert into audit_log (actor_id, actor_email, action, target_type, target_id, created_at)
        values (${other.id}, ${other.email.toLowerCase()}, 'listing.hide', 'listing', '77', '2026-03-10T00:30:00+02:00'),
               (${other.id}, ${other.email.toLowerCase()}, 'listing.hide', 'listing', '78', '2026-03-09T23:30:00+02:00')`.execute(t.db);
    });

    const read = async (query: string, as: TestUser = team) => t.app.inject({ method: 'GET', url: `${LOG}${query}`, headers: as.auth });

    it('pages newest first, 50 a page, with the total', async () => {
      const res = await read(`?actor=${encodeURIComponent(other.email)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: Entry[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } }>();
      expect(body.meta.pagination).toEqual({ page: 1, pageSize: 50, pageCount: 2, total: 57 });
      expect(body.data).toHaveLength(50);
      expect(body.data[0]).toMatchObject({ actor: { id: other.id, email: other.email.toLowerCase() }, action: 'application.status', target: { type: 'application', id: 'p-54' }, reason: 'Pastaba 54', details: { from: 'new', to: 'contacted' } });
      const times = body.data.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const second = (await read(`?actor=${encodeURIComponent(other.email)}&page=2`)).json<{ data: Entry[] }>();
      expect(second.data).toHaveLength(7);
      expect(second.data.at(-1)?.target.id).toBe('78');
    });

    it('filters by actor (any letter case) and action', async () => {
      const byAction = (await read(`?action=listing.hide&actor=${encodeURIComponent(other.email.toUpperCase())}`)).json<{ data: Entry[] }>();
      expect(byAction.data.map((e) => e.target.id).sort()).toEqual(['77', '78']);
      // The other team member's entries are all status changes and hides: none of theirs has this action.
      const theirs = (await read(`?actor=${encodeURIComponent(other.email)}&action=listing.approve`)).json<{ data: Entry[] }>();
      expect(theirs.data).toEqual([]);
      const mine = (await read(`?actor=${encodeURIComponent(team.email)}&action=listing.hide`)).json<{ data: Entry[] }>();
      expect(mine.data.every((e) => e.actor.id === team.id && e.action === 'listing.hide')).toBe(true);
    });

    it('filters by calendar days in Lithuanian time, both ends included', async () => {
      const day = (await read('?from=2026-03-10&to=2026-03-10')).json<{ data: Entry[] }>();
      expect(day.data.map((e) => e.target.id)).toEqual(['77']);
      const two = (await read('?from=2026-03-09&to=2026-03-10')).json<{ data: Entry[] }>();
      expect(two.data.map((e) => e.target.id)).toEqual(['77', '78']);
      const before = (await read('?to=2026-03-09')).json<{ data: Entry[] }>();
      expect(before.data.map((e) => e.target.id)).toEqual(['78']);
    });

    it('answers bad filters with Lithuanian field errors', async () => {
      const bad = await read('?from=2026-02-30&action=listing.burn&actor=ne-pastas');
      expect(bad.statusCode).toBe(400);
      const paths = bad.json<{ error: { details: { errors: { path: string[]; message: string }[] } } }>().error.details.errors;
      expect(paths).toEqual(
        expect.arrayContaining([
          { path: ['from'], message: 'Neteisinga data' },
          { path: ['action'], message: 'Neteisinga reikšmė' },
          { path: ['actor'], message: 'Neteisingas el. pašto adresas' },
        ]),
      );
      const reversed = await read('?from=2026-03-10&to=2026-03-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<{ error: { details: { errors: unknown[] } } }>().error.details.errors).toEqual([
        { path: ['to'], message: 'Data „iki“ negali būti ankstesnė už datą „nuo“' },
      ]);
    });

    it('is the team’s only', async () => {
      expect((await read('', owner)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: LOG })).statusCode).toBe(401);
    });
  });
});
