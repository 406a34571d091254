import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { applicationForm, insertCar, multipart } from './helpers';

/**
 * The team's applications pipeline (issue 14): new → contacted → sent to owner → contract signed
 * / declined / withdrawn, a note on every change, the history on the application, 'Perduoti
 * savininkui' e-mailing the car's owner in the same transaction. PGlite by default, PostgreSQL
 * with DATABASE_URL.
 */

interface Detail {
  id: string;
  pipelineStatus: string;
  passedToOwnerAt: string | null;
  pipelineHistory: { from: string | null; to: string; note: string; actor: { id: number; email: string }; createdAt: string }[];
}
interface ErrorBody {
  error: { status: number; message: string; details: { errors?: { path: string[]; message: string }[] } };
}

describe('applications pipeline', () => {
  let t: TestApp;
  let team: TestUser;
  let owner: TestUser;
  let carId: number;
  let ip = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    team = await createTeamUser(t.app, t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    carId = (await insertCar(t.db, owner.id)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function apply(overrides: Record<string, string> = {}): Promise<string> {
    ip += 1;
    const body = await multipart(applicationForm(overrides));
    const res = await t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers, remoteAddress: `10.30.${ip}.1` });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const move = (id: string, status: string, note = 'Pastaba apie pokytį') =>
    t.app.inject({ method: 'POST', url: `/api/moderation/car-applications/${id}/status`, headers: team.auth, payload: { status, note } });
  const ownerMails = (applicationId: string) =>
    t.db.selectFrom('mail_outbox').select(['to_address', 'template', 'subject', 'text']).where('template', '=', 'application.passed_to_owner').where('text', 'like', `%${applicationId}%`).execute();

  it('walks a car application from new to a signed contract, with the history and the owner e-mailed once', async () => {
    const id = await apply({ carId: String(carId) });
    const opened = await t.app.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: team.auth });
    expect(opened.json<Detail>()).toMatchObject({ pipelineStatus: 'new', passedToOwnerAt: null, pipelineHistory: [] });

    expect((await move(id, 'contacted', 'Paskambinta, pajamos patvirtintos')).statusCode).toBe(200);
    expect(await ownerMails(id)).toEqual([]);
    const sent = await move(id, 'sent_to_owner', 'Tinkamas nuomininkas, perduodama');
    expect(sent.statusCode).toBe(200);
    const passed = sent.json<Detail>();
    expect(passed.pipelineStatus).toBe('sent_to_owner');
    expect(passed.passedToOwnerAt).not.toBeNull();
    const mails = await ownerMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(owner.email);
    // The e-mail tells the owner the number and the car, not the applicant's data (docs/owner-visibility.md).
    expect(mails[0].text).not.toContain('Petraitienė');
    expect(mails[0].text).not.toContain('+37061234567');

    const done = await move(id, 'contract_signed', 'Sutartis pasirašyta biure');
    expect(done.statusCode).toBe(200);
    const history = done.json<Detail>().pipelineHistory;
    expect(history.map((h) => [h.from, h.to, h.note])).toEqual([
      ['new', 'contacted', 'Paskambinta, pajamos patvirtintos'],
      ['contacted', 'sent_to_owner', 'Tinkamas nuomininkas, perduodama'],
      ['sent_to_owner', 'contract_signed', 'Sutartis pasirašyta biure'],
    ]);
    expect(history.every((h) => h.actor.id === team.id && h.actor.email === team.email.toLowerCase())).toBe(true);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'reason', 'details']).where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['application.open', 'application.status', 'application.pass_to_owner', 'application.status']);
    expect(audit[2]).toMatchObject({ reason: 'Tinkamas nuomininkas, perduodama', details: { from: 'contacted', to: 'sent_to_owner', ownerId: owner.id } });

    // A final status stays final.
    const again = await move(id, 'declined');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe('Paraiškos būsenos „Sutartis pasirašyta“ pakeisti į „Atmesta“ negalima.');
  });

  it('sends to the owner only a contacted application of a car', async () => {
    const car = await apply({ carId: String(carId) });
    const skip = await move(car, 'sent_to_owner');
    expect(skip.statusCode).toBe(409);
    expect(skip.json<ErrorBody>().error.message).toBe('Paraiškos būsenos „Nauja“ pakeisti į „Perduota savininkui“ negalima.');

    const general = await apply();
    expect((await move(general, 'contacted')).statusCode).toBe(200);
    const noOwner = await move(general, 'sent_to_owner');
    expect(noOwner.statusCode).toBe(409);
    expect(noOwner.json<ErrorBody>().error.message).toMatch(/^Paraiška pateikta ne konkrečiam automobiliui/);
    const row = await t.db.selectFrom('rental_applications').select(['pipeline_status', 'passed_to_owner_id']).where('id', '=', general).executeTakeFirstOrThrow();
    expect(row).toEqual({ pipeline_status: 'contacted', passed_to_owner_id: null });
    expect(await t.db.selectFrom('application_pipeline_changes').select('to_status').where('application_id', '=', general).execute()).toEqual([{ to_status: 'contacted' }]);
  });

  it('refuses to pass an application whose applicant did not agree to the terms (an old row)', async () => {
    const id = await apply({ carId: String(carId) });
    await t.db.updateTable('rental_applications').set({ terms_agreed: false, pipeline_status: 'contacted' }).where('id', '=', id).execute();
    const res = await move(id, 'sent_to_owner');
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe('Pareiškėjas nesutiko su taisyklėmis ir privatumo politika: paraiškos perduoti savininkui negalima.');
    expect(await ownerMails(id)).toEqual([]);
  });

  it('needs a note and a known status, in Lithuanian', async () => {
    const id = await apply();
    const blank = await move(id, 'contacted', '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().error.details.errors).toEqual([{ path: ['note'], message: 'Parašykite pastabą' }]);
    const short = await move(id, 'contacted', 'ok');
    expect(short.json<ErrorBody>().error.details.errors).toEqual([{ path: ['note'], message: 'Per trumpas tekstas (mažiausiai 3 simb.)' }]);
    const unknown = await move(id, 'archived');
    expect(unknown.json<ErrorBody>().error.details.errors).toEqual([{ path: ['status'], message: 'Neteisinga reikšmė' }]);
    const missing = await t.app.inject({ method: 'POST', url: '/api/moderation/car-applications/0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11/status', headers: team.auth, payload: { status: 'contacted', note: 'Pastaba' } });
    expect(missing.statusCode).toBe(404);
    expect((await t.db.selectFrom('rental_applications').select('pipeline_status').where('id', '=', id).executeTakeFirstOrThrow()).pipeline_status).toBe('new');
  });

  it('filters the list by pipeline status and light, paginated on the server', async () => {
    const declined = await apply();
    expect((await move(declined, 'declined', 'Pajamų nepakanka')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/moderation/car-applications?pipeline=declined', headers: team.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: string; pipelineStatus: string }[]; meta: { pagination: { total: number; pageSize: number } } }>();
    expect(body.data.map((a) => a.id)).toEqual([declined]);
    expect(body.meta.pagination).toMatchObject({ total: 1, pageSize: 10 });
    const light = (await t.app.inject({ method: 'GET', url: '/api/moderation/car-applications?pipeline=declined&light=red', headers: team.auth })).json<{ data: unknown[] }>();
    const row = await t.db.selectFrom('rental_applications').select('credit_light').where('id', '=', declined).executeTakeFirstOrThrow();
    expect(light.data).toHaveLength(row.credit_light === 'red' ? 1 : 0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/moderation/car-applications?pipeline=x', headers: team.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('is the team’s only', async () => {
    const id = await apply({ carId: String(carId) });
    const asOwner = await t.app.inject({ method: 'POST', url: `/api/moderation/car-applications/${id}/status`, headers: owner.auth, payload: { status: 'contacted', note: 'Bandau' } });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/moderation/car-applications/${id}/status`, payload: { status: 'contacted', note: 'Bandau' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
