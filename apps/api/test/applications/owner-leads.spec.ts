import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { insertCar } from '../catalog/cars';
import { CODES, Recorder, applicationForm } from './helpers';

/**
 * The owner's lead inbox 'Užklausos' (issue 16): what the team passed to an owner appears in their
 * list and lead, with exactly rule 2 of docs/owner-visibility.md; the owner's status is seen by
 * the team; nobody else reaches either. PGlite by default, PostgreSQL with DATABASE_URL.
 */

interface Lead {
  id: string;
  car: { id: number; slug: string; title: string; cover: { url: string } | null } | null;
  term: number;
  monthlyPayment: number;
  carUsage: string;
  creditLight: string;
  applicant: Record<string, string | null>;
  passedAt: string;
  closed: boolean;
  ownerStatus: { status: string; note: string | null; changedAt: string } | null;
}
interface Page {
  data: Lead[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}
interface ErrorBody {
  data: null;
  error: { status: number; message: string; details: { errors?: { path: string[]; message: string }[] } };
}

/** Rule 3 of docs/owner-visibility.md: what the applicant's form holds that the owner never gets. */
const NEVER_TO_OWNER = ['Gedimino pr. 1', 'LT1234567', 'Darbo užmokestis', 'Jonas Laiduotojas', '+37069999999', 'laiduotojas@pavyzdys.lt', CODES.applicant, CODES.guarantor];

describe('owner lead inbox', () => {
  let t: TestApp;
  let rec: Recorder;
  let team: TestUser;
  let owner: TestUser;
  let other: TestUser;
  let car: { id: number; slug: string };
  let ip = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    rec = new Recorder(t);
    team = await createTeamUser(t.app, t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    other = await createUser(t.app, t.db, { profile: 'company' });
    car = await insertCar(t.db, owner.id, { make: 'skoda', model: 'octavia', images: [{ hash: 'leadcover'.padEnd(32, '0'), isCover: true }] });
  });
  afterAll(async () => {
    await t.close();
  });

  async function apply(overrides: Record<string, string> = {}): Promise<string> {
    ip += 1;
    const res = await rec.create(
      applicationForm({
        carId: String(car.id),
        hasGuarantor: 'true',
        guarantorNameSurname: 'Jonas Laiduotojas',
        guarantorPersonalCode: CODES.guarantor,
        guarantorPhoneNumber: '+37069999999',
        guarantorEmail: 'laiduotojas@pavyzdys.lt',
        guarantorCity: 'Kaunas',
        guarantorAddress: 'Laisvės al. 1',
        ...overrides,
      }),
      `10.40.${ip}.1`,
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const move = (id: string, status: string, note = 'Pastaba apie pokytį') =>
    rec.inject({ method: 'POST', url: `/api/moderation/car-applications/${id}/status`, headers: team.auth, payload: { status, note } });
  async function passed(overrides: Record<string, string> = {}): Promise<string> {
    const id = await apply(overrides);
    expect((await move(id, 'contacted')).statusCode).toBe(200);
    expect((await move(id, 'sent_to_owner', 'Tinkamas, perduodama')).statusCode).toBe(200);
    return id;
  }
  const list = (who: TestUser | null, query = '') =>
    rec.inject({ method: 'GET', url: `/api/car-application/owner-leads${query}`, headers: who ? who.auth : {} });
  const open = (who: TestUser | null, id: string) => rec.inject({ method: 'GET', url: `/api/car-application/owner-leads/${id}`, headers: who ? who.auth : {} });
  const setStatus = (who: TestUser, id: string, payload: object) =>
    rec.inject({ method: 'POST', url: `/api/car-application/owner-leads/${id}/status`, headers: who.auth, payload });
  const auditOf = (id: string) =>
    t.db.selectFrom('audit_log').select(['action', 'actor_id', 'reason', 'details']).where('target_id', '=', id).orderBy('id').execute();

  it('shows a passed application to its owner only, with exactly what rule 2 allows', async () => {
    const notPassed = await apply();
    const id = await passed();

    const page = await list(owner);
    expect(page.statusCode).toBe(200);
    const body = page.json<Page>();
    expect(body.data.map((lead) => lead.id)).toContain(id);
    expect(body.data.map((lead) => lead.id)).not.toContain(notPassed);
    const summary = body.data.find((lead) => lead.id === id) as Lead;
    expect(summary).toMatchObject({
      car: { id: car.id, slug: car.slug, title: 'Skoda Octavia, 2015' },
      term: 24,
      monthlyPayment: 475,
      carUsage: 'personal',
      closed: false,
      ownerStatus: null,
    });
    expect(summary.car?.cover?.url).toMatch(/leadcover/);
    expect(['green', 'yellow', 'red']).toContain(summary.creditLight);
    // The list has no contacts: they come with the (audited) opening of one lead.
    expect(summary.applicant).toEqual({ name: 'Rūta', surname: 'Petraitienė', city: 'Vilnius' });

    const opened = await open(owner, id);
    expect(opened.statusCode).toBe(200);
    const lead = opened.json<Lead>();
    expect(Object.keys(lead).sort()).toEqual(['applicant', 'car', 'carUsage', 'closed', 'creditLight', 'id', 'monthlyPayment', 'ownerStatus', 'passedAt', 'term']);
    expect(lead.applicant).toEqual({
      name: 'Rūta',
      surname: 'Petraitienė',
      city: 'Vilnius',
      phoneNumber: '+37061234567',
      email: 'ruta@pavyzdys.lt',
      companyName: null,
      companyCode: null,
    });
    for (const text of NEVER_TO_OWNER) expect(`${text}: ${opened.body.includes(text)}`).toBe(`${text}: false`);
    // Not even the masked personal code: the owner has no use for it.
    expect(opened.body).not.toMatch(/\d\*{10}/);

    // Another owner and the team (who use the back office) get the missing lead's 404, never the data.
    const missing = await open(owner, '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11');
    expect(missing.statusCode).toBe(404);
    for (const who of [other, team]) {
      const res = await open(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>()).toEqual(missing.json<ErrorBody>());
      expect(res.json<ErrorBody>().error.message).toBe('Užklausa nerasta');
      expect((await list(who)).json<Page>().data).toEqual([]);
    }
    expect((await open(owner, notPassed)).statusCode).toBe(404);
    expect((await open(null, id)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it("shows a business applicant's company, and nothing of an application whose terms were withdrawn", async () => {
    const id = await passed({ carUsage: 'business', companyName: 'UAB Nuomininkas', companyCode: '302123456' });
    const lead = (await open(owner, id)).json<Lead>();
    expect(lead.applicant).toMatchObject({ companyName: 'UAB Nuomininkas', companyCode: '302123456' });
    // Rule 1 holds on every read, not only when passing (an old or imported row).
    await t.db.updateTable('rental_applications').set({ terms_agreed: false }).where('id', '=', id).execute();
    expect((await open(owner, id)).statusCode).toBe(404);
    expect((await list(owner)).json<Page>().data.map((l) => l.id)).not.toContain(id);
  });

  it('writes the opening of a lead to the audit log, and not the list', async () => {
    const id = await passed();
    const before = await auditOf(id);
    await list(owner);
    expect(await auditOf(id)).toEqual(before);
    await open(owner, id);
    await open(other, id);
    const after = await auditOf(id);
    expect(after.slice(before.length)).toEqual([{ action: 'application.owner_open', actor_id: owner.id, reason: null, details: null }]);
  });

  it("lets the owner set a status the team sees, without moving the team's pipeline", async () => {
    const id = await passed();
    const res = await setStatus(owner, id, { status: 'viewing_booked', note: ' Apžiūra šeštadienį 10 val. ' });
    expect(res.statusCode).toBe(200);
    const lead = res.json<Lead>();
    expect(lead.ownerStatus).toMatchObject({ status: 'viewing_booked', note: 'Apžiūra šeštadienį 10 val.' });
    expect(Date.now() - Date.parse(lead.ownerStatus?.changedAt ?? '')).toBeLessThan(60_000);

    const signed = await setStatus(owner, id, { status: 'contract_signed' });
    expect(signed.json<Lead>().ownerStatus).toMatchObject({ status: 'contract_signed', note: null });

    const teamView = await rec.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: team.auth });
    expect(teamView.json()).toMatchObject({ pipelineStatus: 'sent_to_owner', ownerStatus: { status: 'contract_signed', note: null } });
    const teamList = await rec.inject({ method: 'GET', url: '/api/moderation/car-applications?pipeline=sent_to_owner', headers: team.auth });
    const row = teamList.json<{ data: { id: string; ownerStatus: unknown }[] }>().data.find((a) => a.id === id);
    expect(row?.ownerStatus).toMatchObject({ status: 'contract_signed' });

    // The audit entries keep the move, not the owner's note (it may name the applicant).
    const audit = (await auditOf(id)).filter((entry) => entry.action === 'application.owner_status');
    expect(audit).toEqual([
      { action: 'application.owner_status', actor_id: owner.id, reason: null, details: { from: null, to: 'viewing_booked' } },
      { action: 'application.owner_status', actor_id: owner.id, reason: null, details: { from: 'viewing_booked', to: 'contract_signed' } },
    ]);

    // The team confirms with its own status; the lead is then closed for the owner.
    expect((await move(id, 'contract_signed', 'Savininkas patvirtino, sutartis gauta')).statusCode).toBe(200);
    expect((await open(owner, id)).json<Lead>()).toMatchObject({ closed: true, ownerStatus: { status: 'contract_signed' } });
    const late = await setStatus(owner, id, { status: 'declined' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.message).toBe('Ši užklausa jau užbaigta: jos būsenos pakeisti negalima.');
  });

  it("refuses another owner's status and invalid input, in Lithuanian, changing nothing", async () => {
    const id = await passed();
    const foreign = await setStatus(other, id, { status: 'declined' });
    expect(foreign.statusCode).toBe(404);
    expect((await setStatus(team, id, { status: 'declined' })).statusCode).toBe(404);
    const blank = await setStatus(owner, id, { status: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().error.details.errors).toEqual([{ path: ['status'], message: 'Pasirinkite būseną' }]);
    const pipelineValue = await setStatus(owner, id, { status: 'sent_to_owner' });
    expect(pipelineValue.json<ErrorBody>().error.details.errors).toEqual([{ path: ['status'], message: 'Neteisinga reikšmė' }]);
    const longNote = await setStatus(owner, id, { status: 'contacted', note: 'a'.repeat(1001) });
    expect(longNote.json<ErrorBody>().error.details.errors).toEqual([{ path: ['note'], message: 'Per ilgas tekstas (daugiausia 1000 simb.)' }]);
    const row = await t.db.selectFrom('rental_applications').select(['owner_status', 'owner_status_note', 'pipeline_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_status: null, owner_status_note: null, pipeline_status: 'sent_to_owner' });
  });

  it('pages the inbox on the server, newest passing first', async () => {
    const fresh = await createUser(t.app, t.db, { profile: 'company' });
    const own = await insertCar(t.db, fresh.id, { make: 'skoda', model: 'fabia' });
    const ids: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const id = await apply({ carId: String(own.id) });
      // Passed straight in the database, a minute apart, so the order is known.
      await t.db
        .updateTable('rental_applications')
        .set({ pipeline_status: 'sent_to_owner', passed_to_owner_id: fresh.id, passed_to_owner_at: new Date(Date.UTC(2026, 10, 1, 9, n)) })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const first = (await list(fresh)).json<Page>();
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 2, total: 11 });
    expect(first.data.map((lead) => lead.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.data[0]?.car?.cover).toBeNull();
    const second = (await list(fresh, '?page=2')).json<Page>();
    expect(second.data.map((lead) => lead.id)).toEqual([ids[0]]);
    expect((await list(fresh, '?page=x')).statusCode).toBe(400);
  });

  it("links the new-lead e-mail to the lead in the owner's portal", async () => {
    const id = await passed();
    const mail = await t.db.selectFrom('mail_outbox').select(['to_address', 'text', 'html']).where('template', '=', 'application.passed_to_owner').where('text', 'like', `%${id}%`).executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(owner.email);
    expect(mail.text).toContain(`${t.app.config.urls.portal}/paskyra/uzklausos/${id}`);
    expect(mail.html).toContain(`${t.app.config.urls.portal}/paskyra/uzklausos/${id}`);
  });

  it('never sends or logs a full personal code, and logs no contact of the applicant', () => {
    rec.expectNoFullCodes();
    for (const text of ['+37061234567', 'ruta@pavyzdys.lt', 'Petraitienė', 'Apžiūra šeštadienį']) {
      expect(t.logs.filter((line) => line.includes(text))).toEqual([]);
    }
  });
});
