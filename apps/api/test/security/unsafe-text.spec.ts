import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { UNSAFE_TEXT } from '@ratai/validation';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { applicationForm, multipart as applicationMultipart, personalCode } from '../applications/helpers';
import { listingFields, multipart as listingMultipart, seedCatalog, type Catalog } from '../listings/listing-helpers';
import { safeUrl, serializeError } from '../../src/http/log-safety';

/**
 * Issue 18, item 2: a NUL (U+0000) or a lone UTF-16 surrogate in any text field answered 500, and
 * the 500 wrote the failed statement with its parameters — the applicant's personal data — to the
 * log. Every route now refuses such text with 400 and 'Tekste yra neleistinų simbolių', a
 * fractional price filter is read as whole euros, and the log of this whole hostile run holds none
 * of the personal data it sent.
 */

const NUL = '\u0000';
const HIGH = '\uD800';
const LOW = '\uDC00';

/** Personal data sent by this suite; none of it may reach the log. */
const PERSONAL = {
  name: 'Gražvydė',
  surname: 'Nulaitytė',
  personalCode: personalCode('4910227145'),
  driversLicense: 'LT8642097',
  phoneNumber: '+37069917733',
  email: 'grazvyde.nulaityte@pavyzdys.lt',
  sourceOfIncome: 'Slaptoji alga',
  city: 'Ukmergė',
  address: 'Nulio g. 77-13',
  guarantorName: 'Laidas Laiduotojis',
  guarantorEmail: 'laidas@pavyzdys.lt',
  guarantorPhone: '+37069911122',
} as const;
const MARKERS = ['Nulaitytė', '4910227145', 'LT8642097', '69917733', 'grazvyde', 'Slaptoji alga', 'Nulio g', 'Laiduotojis', 'laidas@', '69911122', 'Nulaitis'];

const person = applicationForm({
  name: PERSONAL.name,
  surname: PERSONAL.surname,
  personalCode: PERSONAL.personalCode,
  driversLicense: PERSONAL.driversLicense,
  phoneNumber: PERSONAL.phoneNumber,
  email: PERSONAL.email,
  sourceOfIncome: PERSONAL.sourceOfIncome,
  city: PERSONAL.city,
  address: PERSONAL.address,
});

interface ErrorBody {
  error: { status: number; message: string; details: { errors?: { path: string[]; message: string }[] } };
}

describe('NUL and lone surrogates are refused on every route; nothing personal is logged', () => {
  let t: TestApp;
  let owner: TestUser;
  let team: TestUser;
  let catalog: Catalog;
  let ip = 0;
  const nextIp = () => `10.18.${(++ip >> 8) & 255}.${ip & 255}`;
  const statuses: number[] = [];

  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({ remoteAddress: nextIp(), ...options });
    statuses.push(res.statusCode);
    return res;
  }

  function expectUnsafeTextError(res: LightMyRequestResponse, field: string, what: string) {
    if (res.statusCode !== 400) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const body = res.json() as ErrorBody;
    expect(body.error.details.errors).toContainEqual({ path: [field], message: UNSAFE_TEXT });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'personal' });
    team = await createTeamUser(t.app, t.db);
    catalog = await seedCatalog(t.db);
  }, 60000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses each text field of an application holding NUL or a lone surrogate (JSON), in Lithuanian', async () => {
    const withGuarantor = {
      ...person,
      hasGuarantor: 'true',
      guarantorName: PERSONAL.guarantorName,
      guarantorPersonalCode: personalCode('3650505567'),
      guarantorEmail: PERSONAL.guarantorEmail,
      guarantorPhone: PERSONAL.guarantorPhone,
    };
    const textFields = Object.keys(withGuarantor).filter((k) => !['term', 'price', 'approxMonthlyPayment', 'approxBuyout', 'monthlyIncome', 'monthlyExpenses', 'additionalIncome', 'hasGuarantor', 'termsAgreed', 'marketingAgreed', 'carUsage'].includes(k));
    expect(textFields.length).toBeGreaterThanOrEqual(12);
    for (const field of textFields) {
      for (const bad of [NUL, HIGH, LOW]) {
        const value = `${String(withGuarantor[field as keyof typeof withGuarantor])}${bad}x`;
        const res = await send({ method: 'POST', url: '/api/car-application/create', payload: { ...withGuarantor, [field]: value } });
        expectUnsafeTextError(res, field, `application ${field} with U+${bad.charCodeAt(0).toString(16)}`);
      }
    }
  });

  it('refuses NUL in a multipart application and in its JSON metadata', async () => {
    const body = await applicationMultipart({ ...person, surname: `${PERSONAL.surname}${NUL}` });
    expectUnsafeTextError(await send({ method: 'POST', url: '/api/car-application/create', payload: body.payload, headers: body.headers }), 'surname', 'multipart surname');
    const update = await send({
      method: 'PUT',
      url: '/api/car-application/update/00000000-0000-4000-8000-000000000000',
      payload: { ...person, address: `${PERSONAL.address}${NUL}` },
    });
    expectUnsafeTextError(update, 'address', 'update address');
  });

  it('refuses NUL and lone surrogates in accounts, profiles, leads and listings', async () => {
    const email = 'nulaitis@pavyzdys.lt';
    const cases: { label: string; field: string; options: InjectOptions }[] = [
      { label: 'register e-mail', field: 'email', options: { method: 'POST', url: '/api/auth/local/register', payload: { identifier: email, email: `${email}${NUL}`, username: email, password: 'Slaptas123!', termsAgreed: true } } },
      { label: 'register password', field: 'password', options: { method: 'POST', url: '/api/auth/local/register', payload: { identifier: email, email, username: email, password: `Slaptas${NUL}123!`, termsAgreed: true } } },
      { label: 'login password', field: 'password', options: { method: 'POST', url: '/api/auth/local', payload: { identifier: owner.email, password: `${owner.password}${HIGH}` } } },
      {
        label: 'personal profile surname',
        field: 'surname',
        options: {
          method: 'PUT',
          url: '/api/profiles/personal',
          headers: owner.auth,
          payload: { name: 'Jonas', surname: `Nulaitis${NUL}`, address: 'Laisvės al. 10', individualActivityCertificate: '1234567', email: owner.email, phoneNumber: '+37061234567', termsOfService: true },
        },
      },
      { label: 'callback name', field: 'name', options: { method: 'POST', url: '/api/email/request', payload: { name: `Nulaitis${LOW}`, phone: '+370 698 76543', termsAgreed: true, recaptchaToken: 'x' } } },
      { label: 'rejection reason', field: 'reason', options: { method: 'POST', url: '/api/moderation/car-advertisements/1/reject', headers: team.auth, payload: { reason: `Netinkamos nuotraukos${NUL} ir aprašymas` } } },
    ];
    for (const { label, field, options } of cases) expectUnsafeTextError(await send(options), field, label);

    const listing = await listingMultipart(listingFields(catalog, { description: `Tvarkingas${NUL} automobilis` }), []);
    const res = await send({ method: 'POST', url: '/api/car-advertisement/create', payload: listing.payload, headers: { ...owner.auth, ...listing.headers } });
    expectUnsafeTextError(res, 'description', 'listing description');
  });

  it('refuses NUL in any field of any body with 4xx, never 5xx', async () => {
    const fields = ['name', 'surname', 'email', 'identifier', 'password', 'address', 'phone', 'phoneNumber', 'reason', 'description', 'companyCode', 'subject', 'ref', 'error', 'visibility', 'id', 'metadata'];
    const routes = t.routes
      .filter((r) => /^(POST|PUT) \/api\//.test(r))
      .map((r) => r.split(' ') as [string, string]);
    expect(routes.length).toBeGreaterThan(15);
    for (const [method, url] of routes) {
      const target = url.replace(/:[A-Za-z]+/g, '1');
      const auth = url.includes('/moderation/') ? team.auth : owner.auth;
      for (const field of fields) {
        const res = await send({ method: method as InjectOptions['method'], url: target, headers: auth, payload: { [field]: `Nulaitis${NUL}` } });
        if (res.statusCode >= 500) throw new Error(`${method} ${url} with NUL in ${field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  });

  it('reads a fractional price filter as whole euros instead of failing', async () => {
    for (const query of ['priceFrom=1.5', 'priceTo=99999.99', 'priceFrom=0.5&priceTo=1.5', 'priceFrom=1,5']) {
      const res = await send({ method: 'GET', url: `/api/car-advertisements?${query}` });
      expect(`${query} → ${res.statusCode}`).toBe(`${query} → 200`);
    }
    const res = await send({ method: 'GET', url: `/api/car-advertisements?carMake=audi%00` });
    expect(res.statusCode).toBe(400);
  });

  it('masks the lookup secret however the path is written, and logs query strings by their keys only', () => {
    const id = '0b7c6d0e-6a47-4c4f-9d3a-2a1f1f1f1f1f';
    for (const url of [
      `/api/car-application/get-application/${id}/1234`,
      `/api/car-application/get-application/${id}/1234/`,
      `/api/car-application/get-application/${id}//1234`,
      `/api/car-application/get-application//${id}/1234`,
      `/api/car-application/get-application/${id}/1234?x=1`,
    ]) {
      expect(safeUrl(url)).not.toContain('1234');
    }
    expect(safeUrl(`/api/car-application/get-application/${id}/1234`)).toBe(`/api/car-application/get-application/${id}/****`);
    expect(safeUrl('/api/car-advertisements?carMake=audi&name=Nulaitis&phone=%2B37069917733')).toBe('/api/car-advertisements?carMake=…&name=…&phone=…');
  });

  it('logs a failed statement without its parameters, its detail or the values in its message', async () => {
    let failure: unknown;
    try {
      await t.db
        .insertInto('users')
        .values({ email: `${PERSONAL.email}`, password_hash: `Nulaitytė ${PERSONAL.phoneNumber}`, profile_type: 'nonsense' as never })
        .execute();
      await t.db.selectFrom('users').select('id').where('id', '=', `${PERSONAL.driversLicense}` as never).execute();
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('"message"');
    for (const marker of MARKERS) expect(logged).not.toContain(marker);
  });

  it('ended with no 5xx and none of the personal data it sent in the log', () => {
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(t.logs.length).toBeGreaterThan(100);
    const leaks = t.logs.filter((line) => MARKERS.some((marker) => line.includes(marker)));
    expect(leaks).toEqual([]);
  });
});
