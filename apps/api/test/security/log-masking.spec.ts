import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { CODES, Recorder, applicationForm, type CreateAnswer } from '../applications/helpers';

/**
 * Issue 18, item 6: the application lookup's secret (the last four digits of a personal code) and
 * any query string never reach the log as written, however a client spells the path. Real requests
 * through the whole app; the captured log (every line the app wrote) is scanned.
 */

let t: TestApp;
let r: Recorder;
let id: string;

const LAST4 = CODES.applicant.slice(-4);
/** Query values a client might send; none may appear in the log. */
const QUERY_SECRETS = [CODES.other, 'Nulaitytė', '37069917733', 'ruta@pavyzdys.lt'];

beforeAll(async () => {
  t = await buildTestApp();
  r = new Recorder(t);
  const res = await r.create(applicationForm());
  expect(res.statusCode).toBe(201);
  id = res.json<CreateAnswer>().id;
});

afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Every log line written while `send` ran. */
async function logsOf(send: () => Promise<unknown>): Promise<string[]> {
  t.logs.length = 0;
  await send();
  return [...t.logs];
}

describe('the lookup path in the log', () => {
  const spellings = () => [
    `/api/car-application/get-application/${id}/${LAST4}`,
    `/api/car-application/get-application/${id}/${LAST4}/`,
    `/api/car-application/get-application/${id}//${LAST4}`,
    `/api/car-application/get-application//${id}/${LAST4}`,
    `//api/car-application/get-application/${id}/${LAST4}`,
    `/api/car-application//get-application/${id}/${LAST4}//`,
    `/api/car-application/get-application/${id}%2F${LAST4}`,
    `/api/car-application/get-application/${id}%2f${LAST4}`,
    `/api/car-application/GET-APPLICATION/${id}/${LAST4}`,
    `/api/car-application/get%2Dapplication/${id}/${LAST4}`,
    `/api/car-application/get-application%2F${id}%2F${LAST4}`,
    `/api/car-application/get-application/${id}/${LAST4};x=1`,
    `/api/car-application/get-application/${id}/${LAST4}?a=1`,
    `/api/car-application/get-application/${LAST4}`,
  ];

  it('never shows the four digits, however the slashes and letters are written', async () => {
    for (const url of spellings()) {
      const lines = await logsOf(() => r.inject({ method: 'GET', url, remoteAddress: freshIp() }));
      expect(lines.length).toBeGreaterThan(0);
      const leaks = lines.filter((line) => line.includes(LAST4) || line.includes(`%3${LAST4[0]}`));
      expect(`${url}: ${leaks.join('\n')}`).toBe(`${url}: `);
    }
  });

  it('keeps the application id and marks what was masked, so the line is still useful', async () => {
    const lines = await logsOf(() => r.lookup(id, LAST4, freshIp()));
    const withUrl = lines.filter((line) => line.includes('get-application'));
    expect(withUrl.length).toBeGreaterThan(0);
    for (const line of withUrl) expect(line).toContain(`/get-application/${id}/****`);
  });
});

describe('query strings in the log', () => {
  it('logs no query value and no query key as written', async () => {
    const queries = [
      `name=${encodeURIComponent(QUERY_SECRETS[1])}&phone=%2B${QUERY_SECRETS[2]}`,
      `${CODES.other}=1`,
      `${CODES.other}`,
      `email=${encodeURIComponent(QUERY_SECRETS[3])}`,
      `carMake=audi&personalCode=${CODES.other}`,
      `x[${CODES.other}]=1`,
    ];
    const urls = queries.flatMap((query) => [
      `/api/car-advertisements?${query}`,
      `/api/car-application/get-application/${id}/${LAST4}?${query}`,
      `/api/nowhere?${query}`,
      `/api/users/me?${query}`,
    ]);
    for (const url of urls) {
      const lines = await logsOf(() => r.inject({ method: 'GET', url, remoteAddress: freshIp() }));
      expect(lines.length).toBeGreaterThan(0);
      const leaks = lines.filter((line) => QUERY_SECRETS.some((secret) => line.includes(secret) || line.includes(encodeURIComponent(secret))));
      expect(`${url}: ${leaks.join('\n')}`).toBe(`${url}: `);
    }
  });

  it('still says which parameters a request carried', async () => {
    const lines = await logsOf(() => r.inject({ method: 'GET', url: '/api/car-advertisements?carMake=audi&priceFrom=1000' }));
    const incoming = lines.find((line) => line.includes('"url"'));
    expect(incoming).toContain('/api/car-advertisements?carMake=…&priceFrom=…');
  });
});
