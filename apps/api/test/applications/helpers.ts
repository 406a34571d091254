import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { personalCodeCheckDigit } from '@ratai/validation';
import type { Database } from '../../src/db/schema';
import type { TestApp } from '../helpers/build-test-app';
import { commonCarColumns } from '../helpers/fixtures';

/**
 * Shared pieces of the application suites: valid forms, a car, and a recorder of every response
 * body so each suite can prove that no full personal code ever left the API (responses and logs).
 */

/** A valid Lithuanian personal code from its first ten digits. */
export const personalCode = (firstTen: string) => `${firstTen}${personalCodeCheckDigit(firstTen)}`;

/** Applicant and guarantor codes of the suites (each suite uses its own so scans are meaningful). */
export const CODES = {
  applicant: personalCode('3870318174'),
  other: personalCode('4900101123'),
  guarantor: personalCode('3650505567'),
  business: personalCode('5010203987'),
} as const;

export type Form = Record<string, string | string[]>;

/** The general flow's form as the wizard sends it (every value a string, spec §7). */
export function applicationForm(overrides: Form = {}): Form {
  return {
    term: '24',
    price: '10000',
    approxMonthlyPayment: '475',
    approxBuyout: '0',
    carUsage: 'personal',
    name: 'Rūta',
    surname: 'Petraitienė',
    personalCode: CODES.applicant,
    driversLicense: 'LT1234567',
    phoneNumber: '+37061234567',
    email: 'ruta@pavyzdys.lt',
    monthlyIncome: '1800',
    monthlyExpenses: '150',
    sourceOfIncome: 'Darbo užmokestis',
    additionalIncome: '0',
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    hasGuarantor: 'false',
    termsAgreed: 'true',
    marketingAgreed: 'false',
    ...overrides,
  };
}

/** A multipart body as the browser's FormData builds it. */
export async function multipart(fields: Form): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  const request = new Request('http://ratai.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Every response body a suite saw, for the personal-code scan. */
export class Recorder {
  readonly bodies: string[] = [];
  /** The access key of every application this recorder created, by id (access-key.ts). */
  readonly keys = new Map<string, string>();

  constructor(private readonly t: TestApp) {}

  /**
   * Injects the request as the applicant's browser would: a request on an application this
   * recorder created carries its access key, unless the test sets the header itself (or
   * `withoutKey` — a stranger who knows only the id).
   */
  async inject(options: InjectOptions, withoutKey = false): Promise<LightMyRequestResponse> {
    const url = String(options.url);
    const headers = { ...(options.headers as Record<string, string> | undefined) };
    const id = [...this.keys.keys()].find((known) => url.includes(known));
    if (id && !withoutKey && headers['x-application-key'] === undefined) headers['x-application-key'] = this.keys.get(id) as string;
    const res = await this.t.app.inject({ ...options, headers });
    this.bodies.push(`${options.method ?? 'GET'} ${url} → ${res.statusCode} ${res.body}`);
    if (url.endsWith('/car-application/create') && res.statusCode === 201) {
      const answer = res.json<{ id: string; accessKey?: string }>();
      if (answer.accessKey) this.keys.set(answer.id, answer.accessKey);
    }
    return res;
  }

  async submit(method: 'POST' | 'PUT', url: string, fields: Form, remoteAddress?: string): Promise<LightMyRequestResponse> {
    const body = await multipart(fields);
    return this.inject({ method, url, payload: body.payload, headers: body.headers, ...(remoteAddress ? { remoteAddress } : {}) });
  }

  create(fields: Form = applicationForm(), remoteAddress?: string) {
    return this.submit('POST', '/api/car-application/create', fields, remoteAddress);
  }

  update(id: string, fields: Form) {
    return this.submit('PUT', `/api/car-application/update/${id}`, fields);
  }

  lookup(id: string, last4: string, remoteAddress = '127.0.0.1', withoutKey = false) {
    return this.inject({ method: 'GET', url: `/api/car-application/get-application/${id}/${last4}`, remoteAddress }, withoutKey);
  }

  /**
   * Fails when a full personal code (the raw 11 digits) is in any response or log line. The codes
   * of every suite are checked, plus the guarantor's.
   */
  expectNoFullCodes(codes: readonly string[] = Object.values(CODES)): void {
    expect(this.bodies.length).toBeGreaterThan(0);
    expect(this.t.logs.length).toBeGreaterThan(0);
    for (const code of codes) {
      const leaks = [...this.bodies, ...this.t.logs].filter((text) => text.includes(code));
      expect(leaks).toEqual([]);
    }
  }
}

let carCounter = 0;

/** A car straight in the database (listing helpers need images); approved and visible by default. */
export async function insertCar(
  db: Kysely<Database>,
  ownerId: number,
  options: { price?: number; reviewStatus?: 'pending' | 'approved' | 'rejected'; visibility?: 'visible' | 'hidden' } = {},
): Promise<{ id: number; price: number }> {
  carCounter += 1;
  const make = await db
    .insertInto('car_makes')
    .values({ name: `Markė ${carCounter}`, slug: `marke-${carCounter}-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const model = await db
    .insertInto('car_models')
    .values({ make_id: make.id, name: 'Modelis', slug: 'modelis' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const price = options.price ?? 12000;
  const car = await db
    .insertInto('car_advertisements')
    .values({
      owner_id: ownerId,
      slug: `automobilis-${carCounter}-${Date.now()}`,
      visibility: options.visibility ?? 'visible',
      review_status: options.reviewStatus ?? 'approved',
      make_id: make.id,
      model_id: model.id,
      vin_code: 'WVWZZZ1KZAW000001',
      production_year: 2016,
      fuel_type: 'diesel',
      gearbox: 'automatic',
      engine_displacement: 1968,
      engine_power: 110,
      ...commonCarColumns,
      price,
      average_fuel_consumption: 5.5,
      odometer: 180000,
      is_for_taxi: false,
      from_price_per_month: 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: car.id, price };
}

export interface CreateAnswer {
  id: string;
  institutions: { id: string; name: string; bic: string; logo: string }[];
  error?: { message: string };
}

export interface ErrorAnswer {
  data: null;
  error: { status: number; name: string; message: string; details: { errors?: { path: string[]; message: string }[] } };
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
