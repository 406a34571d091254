/**
 * @jest-environment node
 */
import { apiErrorResponse, createFakeFetch, type FakeFetch } from '@ratai/api-client/testing';
import { carDetail, carSummary, pagination } from '../test/fixtures';
import { loader as carLoader } from './car';
import { loader as homeLoader } from './home';
import { loader as sitemapLoader } from './sitemap';

const realFetch = globalThis.fetch;
let fake: FakeFetch;

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  fake = createFakeFetch();
  globalThis.fetch = fake.fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete process.env.API_URL;
  jest.restoreAllMocks();
});

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url, { headers: { Cookie: 'token=abc' } }), params, context: {} }) as never;

/** What a loader threw (React Router's `data()` / Response). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

describe('home loader', () => {
  it('runs the URL’s filter on the API and loads the make’s models', async () => {
    fake
      .on('GET', '/api/car-advertisements', (request) =>
        request.searchParams.get('isForTaxi') === 'true'
          ? { data: [carSummary({ id: 9 })], meta: { pagination: pagination(1) } }
          : { data: [carSummary()], meta: { pagination: pagination(11, 2) } },
      )
      .on('GET', '/api/car-makes', { data: [{ id: 2, name: 'Toyota', slug: 'toyota' }], meta: {} })
      .on('GET', '/api/car-model/toyota', { data: [{ id: 32, name: 'Prius', slug: 'prius' }], meta: {} });

    const result = await homeLoader(args('http://site.test/?carMake=toyota&fuelType=hybrid&page=2&utm_source=x'));

    const search = fake.calls('GET', '/api/car-advertisements').find((r) => r.searchParams.get('carMake') === 'toyota');
    expect(search?.path).toBe('/api/car-advertisements?carMake=toyota&fuelType=hybrid&page=2');
    // The incoming request's cookie token travels to the API as a bearer header.
    expect(search?.headers.get('authorization')).toBe('Bearer abc');
    expect(result.filter).toMatchObject({ carMake: 'toyota', fuelType: ['hybrid'], page: 2 });
    expect(result.results.data).toHaveLength(1);
    expect(result.models.map((m) => m.slug)).toEqual(['prius']);
    expect(result.taxiCars.map((c) => c.id)).toEqual([9]);
  });

  it('keeps the page when the option lists fail (spec §8: the list stays empty)', async () => {
    fake
      .on('GET', '/api/car-advertisements', { data: [], meta: { pagination: pagination(0) } })
      .on('GET', '/api/car-makes', apiErrorResponse(500, 'Klaida'));
    const result = await homeLoader(args('http://site.test/'));
    expect(result.makes).toEqual([]);
  });

  it('answers 404 for a page past the last one (bug 3), and keeps page 1 of an empty search', async () => {
    fake
      .on('GET', '/api/car-advertisements', (request) =>
        request.searchParams.get('isForTaxi') === 'true'
          ? { data: [], meta: { pagination: pagination(0) } }
          : { data: [], meta: { pagination: { page: 8, pageSize: 10, pageCount: 7, total: 62 } } },
      )
      .on('GET', '/api/car-makes', { data: [], meta: {} });
    const error = (await thrown(homeLoader(args('http://site.test/?page=8')))) as { init: { status: number } };
    expect(error.init.status).toBe(404);
  });

  it('keeps page 1 of a search that finds nothing', async () => {
    fake
      .on('GET', '/api/car-advertisements', { data: [], meta: { pagination: pagination(0) } })
      .on('GET', '/api/car-makes', { data: [], meta: {} });
    const empty = await homeLoader(args('http://site.test/?carMake=nera'));
    expect(empty.results.data).toEqual([]);
  });

  it('answers 503 when the API cannot be reached', async () => {
    fake.failNetwork('GET', /.*/);
    const error = (await thrown(homeLoader(args('http://site.test/')))) as { init: { status: number } };
    expect(error.init.status).toBe(503);
  });
});

describe('car loader', () => {
  it('loads the car and groups its features by category', async () => {
    fake
      .on('GET', '/api/car-advertisements/toyota-prius-2012-abc', { data: carDetail() })
      .on('GET', '/api/car-feature-categories', {
        data: [{ id: 1, name: 'Saugumas', features: [{ id: 5, name: 'Isofix tvirtinimai' }] }],
        meta: {},
      });
    const result = await carLoader(args('http://site.test/automobilio-nuoma/toyota-prius-2012-abc', { slug: 'toyota-prius-2012-abc' }));
    expect(result.car.slug).toBe('toyota-prius-2012-abc');
    expect(result.features).toEqual([
      { name: 'Saugumas', features: ['Isofix tvirtinimai'] },
      { name: 'Kita', features: ['Kablys'] },
    ]);
  });

  it('loads similar cars for a sold car only (issue 16)', async () => {
    fake
      .on('GET', '/api/car-advertisements/toyota-prius-2012-abc', { data: carDetail({ saleStatus: 'sold' }) })
      .on('GET', '/api/car-advertisements/toyota-prius-2012-abc/similar', { data: [carSummary({ id: 2, slug: 'toyota-auris-2013-x' })] })
      .on('GET', '/api/car-feature-categories', { data: [], meta: {} });
    const sold = await carLoader(args('http://site.test/automobilio-nuoma/toyota-prius-2012-abc', { slug: 'toyota-prius-2012-abc' }));
    expect(sold.similar.map((car) => car.slug)).toEqual(['toyota-auris-2013-x']);

    fake.on('GET', '/api/car-advertisements/toyota-prius-2012-abc', { data: carDetail({ saleStatus: 'reserved' }) });
    const before = fake.calls('GET', '/api/car-advertisements/toyota-prius-2012-abc/similar').length;
    const reserved = await carLoader(args('http://site.test/automobilio-nuoma/toyota-prius-2012-abc', { slug: 'toyota-prius-2012-abc' }));
    expect(reserved.similar).toEqual([]);
    expect(fake.calls('GET', '/api/car-advertisements/toyota-prius-2012-abc/similar')).toHaveLength(before);
  });

  it('keeps a sold car\'s page when similar cars cannot be loaded', async () => {
    fake
      .on('GET', '/api/car-advertisements/toyota-prius-2012-abc', { data: carDetail({ saleStatus: 'sold' }) })
      .on('GET', '/api/car-advertisements/toyota-prius-2012-abc/similar', apiErrorResponse(500, 'Klaida'))
      .on('GET', '/api/car-feature-categories', { data: [], meta: {} });
    const sold = await carLoader(args('http://site.test/automobilio-nuoma/toyota-prius-2012-abc', { slug: 'toyota-prius-2012-abc' }));
    expect(sold.car.saleStatus).toBe('sold');
    expect(sold.similar).toEqual([]);
  });

  it('turns the API’s 404 into the page’s 404', async () => {
    fake
      .on('GET', '/api/car-advertisements/nera', apiErrorResponse(404, 'Skelbimas nerastas'))
      .on('GET', '/api/car-feature-categories', { data: [], meta: {} });
    const error = (await thrown(carLoader(args('http://site.test/automobilio-nuoma/nera', { slug: 'nera' })))) as {
      data: { message: string };
      init: { status: number };
    };
    expect(error.init.status).toBe(404);
    expect(error.data.message).toBe('Skelbimas nerastas');
  });
});

describe('sitemap', () => {
  it('pages through every public car and lists articles and categories', async () => {
    fake
      .on('GET', '/api/car-advertisements', (request) => {
        const page = Number(request.searchParams.get('page'));
        const cars = page === 1 ? [carSummary({ id: 1, slug: 'a' })] : [carSummary({ id: 2, slug: 'b' })];
        return { data: cars, meta: { pagination: { page, pageSize: 50, pageCount: 2, total: 2 } } };
      })
      .on('GET', '/api/article-categories', { data: [{ id: 1, slug: 'finansavimas', name: 'Finansavimas' }], meta: {} })
      .on('GET', '/api/articles', {
        data: [
          {
            id: 1,
            slug: 'nuoma',
            title: 'Nuoma',
            excerpt: '',
            category: { id: 1, slug: 'finansavimas', name: 'Finansavimas' },
            cover: null,
            publishedAt: '2026-01-02T00:00:00.000Z',
          },
        ],
        meta: { pagination: pagination(1) },
      });
    const response = (await sitemapLoader(args('http://site.test/sitemap.xml'))) as Response;
    const xml = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    for (const path of ['/', '/straipsniai/finansavimas', '/straipsniai/finansavimas/nuoma', '/automobilio-nuoma/a', '/automobilio-nuoma/b']) {
      expect(xml).toContain(`<loc>http://site.test${path}</loc>`);
    }
    expect(fake.calls('GET', '/api/car-advertisements').map((r) => r.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
