import { applicationsApi } from './applications';
import { articlesApi } from './articles';
import { leadsApi } from './leads';
import { leadsOwnersApi } from './leads-owners';
import { moderationApi } from './moderation';
import { optionsApi } from './options';
import { profilesApi } from './profiles';
import { carsApi } from './cars';
import { authApi } from './auth';
import { toFormData } from './form-data';
import { jsonResponse } from '../testing/fake-fetch';
import { cleanupTestStores, createTestStore } from '../testing/test-store';

afterEach(cleanupTestStores);

const list = <T>(data: T[]) => ({ data, meta: { pagination: { page: 1, pageSize: 9999, pageCount: 1, total: data.length } } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('options (spec §7)', () => {
  it('carMakes asks by name, page 1, size 9999 and returns the list', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-makes', list([{ id: 1, name: 'Audi', slug: 'audi' }]));
    const result = await store.dispatch(optionsApi.endpoints.carMakes.initiate());
    expect(result.data).toEqual([{ id: 1, name: 'Audi', slug: 'audi' }]);
    expect(Object.fromEntries(fetch.requests[0].searchParams)).toEqual({
      sort: 'name:asc',
      'pagination[page]': '1',
      'pagination[pageSize]': '9999',
    });
  });

  it('carModels takes an id or a slug; featureCategories returns categories with features', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', /^\/api\/car-model\//, list([{ id: 7, name: 'A4', slug: 'a4' }]));
    fetch.on('GET', '/api/car-feature-categories', list([{ id: 1, name: 'Komfortas', features: [{ id: 2, name: 'Šildomos sėdynės' }] }]));
    await store.dispatch(optionsApi.endpoints.carModels.initiate(1));
    const bySlug = await store.dispatch(optionsApi.endpoints.carModels.initiate('audi'));
    const features = await store.dispatch(optionsApi.endpoints.featureCategories.initiate());
    expect(fetch.requests.map((request) => request.pathname)).toEqual([
      '/api/car-model/1',
      '/api/car-model/audi',
      '/api/car-feature-categories',
    ]);
    expect(bySlug.data).toEqual([{ id: 7, name: 'A4', slug: 'a4' }]);
    expect(features.data?.[0].features[0].name).toBe('Šildomos sėdynės');
  });
});

describe('articles', () => {
  it('lists categories, a page of a category, and one article by slug', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/article-categories', list([{ id: 1, slug: 'patarimai', name: 'Patarimai' }]));
    fetch.on('GET', '/api/articles', { data: [{ id: 3, slug: 'kaip-rinktis' }], meta: { pagination: { page: 2, pageSize: 10, pageCount: 2, total: 11 } } });
    fetch.on('GET', '/api/articles/kaip-rinktis', { data: { id: 3, slug: 'kaip-rinktis', content: '<p>Tekstas</p>' } });
    const categories = await store.dispatch(articlesApi.endpoints.articleCategories.initiate());
    const page = await store.dispatch(articlesApi.endpoints.articles.initiate({ category: 'patarimai', page: 2 }));
    await store.dispatch(articlesApi.endpoints.articles.initiate());
    const article = await store.dispatch(articlesApi.endpoints.article.initiate('kaip-rinktis'));
    expect(categories.data).toEqual([{ id: 1, slug: 'patarimai', name: 'Patarimai' }]);
    expect(fetch.requests.map((request) => request.path)).toEqual([
      '/api/article-categories',
      '/api/articles?category=patarimai&page=2',
      '/api/articles',
      '/api/articles/kaip-rinktis',
    ]);
    expect(page.data?.meta.pagination.total).toBe(11);
    expect(article.data?.content).toBe('<p>Tekstas</p>');
  });
});

describe('applications (spec §7)', () => {
  const KEY = 'k'.repeat(43);
  it('create and update send the multipart form; the lookup uses id and last four digits', async () => {
    const { store, fetch } = createTestStore();
    const institutions = [{ id: 'SWEDBANK_HABALT22', name: 'Swedbank', bic: 'HABALT22', logo: 'https://x/logo.png' }];
    fetch.on('POST', '/api/car-application/create', { id: 'a1b2', institutions });
    fetch.on('PUT', '/api/car-application/update/a1b2', { id: 'a1b2', institutions, error: { message: 'Paraiška jau pateikta' } });
    fetch.on('GET', '/api/car-application/get-application/a1b2/1234', { id: 'a1b2', carUsage: 'personal' });
    const form = toFormData({ term: 24, carUsage: 'personal', carFeatures: [] });

    const created = await store.dispatch(applicationsApi.endpoints.createApplication.initiate(form)).unwrap();
    const updated = await store.dispatch(applicationsApi.endpoints.updateApplication.initiate({ id: 'a1b2', form, accessKey: KEY })).unwrap();
    const read = await store.dispatch(applicationsApi.endpoints.getApplication.initiate({ id: 'a1b2', last4: '1234', accessKey: KEY }));

    expect(created.institutions).toEqual(institutions);
    expect(updated.error?.message).toBe('Paraiška jau pateikta');
    expect(read.data?.id).toBe('a1b2');
    // The access key travels in its header, never in the URL (issue 18, item 3).
    expect(fetch.requests.map((request) => request.headers.get('x-application-key'))).toEqual([null, KEY, KEY]);
    expect(fetch.requests.some((request) => request.url.includes(KEY))).toBe(false);
    const sent = fetch.requests[0].body as FormData;
    expect(sent.get('term')).toBe('24');
    expect(sent.has('carFeatures')).toBe(false);
  });

  it('bank step: the redirect address, then complete-onboarding', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-application/gocardless/redirect/SWEDBANK_HABALT22/a1b2', { redirectUrl: 'https://bank.example/consent' });
    fetch.on('POST', '/api/car-application/gocardless/complete-onboarding/a1b2', { ok: true });
    const redirect = await store
      .dispatch(applicationsApi.endpoints.bankRedirect.initiate({ institutionId: 'SWEDBANK_HABALT22', applicationId: 'a1b2', accessKey: KEY }))
      .unwrap();
    await store.dispatch(applicationsApi.endpoints.completeOnboarding.initiate({ id: 'a1b2', accessKey: KEY })).unwrap();
    expect(redirect.redirectUrl).toBe('https://bank.example/consent');
    expect(fetch.requests.map((request) => `${request.method} ${request.pathname}`)).toEqual([
      'GET /api/car-application/gocardless/redirect/SWEDBANK_HABALT22/a1b2',
      'POST /api/car-application/gocardless/complete-onboarding/a1b2',
    ]);
    expect(fetch.requests.map((request) => request.headers.get('x-application-key'))).toEqual([KEY, KEY]);
  });
});

describe('leads', () => {
  it('posts the car request and the callback request as JSON and returns the success text', async () => {
    const { store, fetch } = createTestStore();
    const ok = { ok: true, message: 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.' };
    fetch.on('POST', '/api/email/car-request', ok);
    fetch.on('POST', '/api/email/request', ok);
    const carRequest = {
      carMake: 1,
      carModel: 2,
      modelYear: 2015,
      price: [2000, 8000] as [number, number],
      phone: '+37060000000',
      email: 'a@b.lt',
      termsAgreed: true as const,
      recaptchaToken: 'tok',
    };
    const answer = await store.dispatch(leadsApi.endpoints.carRequest.initiate(carRequest)).unwrap();
    await store
      .dispatch(
        leadsApi.endpoints.callbackRequest.initiate({ name: 'Jonas', phone: '+37060000000', termsAgreed: true, recaptchaToken: 'tok', subject: 'Tema' }),
      )
      .unwrap();
    expect(answer.message).toBe(ok.message);
    expect(fetch.requests[0].body).toEqual(carRequest);
    expect(fetch.requests[1].body).toMatchObject({ name: 'Jonas', subject: 'Tema' });
  });
});

describe("the team's owners", () => {
  it("asks for a page of an owner's listings and returns the paginated list", async () => {
    const { store, fetch } = createTestStore({ token: 't' });
    const page = { data: [{ id: 9, slug: 'skoda-octavia-9' }], meta: { pagination: { page: 3, pageSize: 20, pageCount: 3, total: 41 } } };
    fetch.on('GET', '/api/moderation/owners/2/listings', page);
    const third = await store.dispatch(leadsOwnersApi.endpoints.teamOwnerListings.initiate({ id: 2, page: 3 }));
    await store.dispatch(leadsOwnersApi.endpoints.teamOwnerListings.initiate({ id: 2 }));
    expect(third.data).toEqual(page);
    expect(fetch.requests.map((request) => request.path)).toEqual(['/api/moderation/owners/2/listings?page=3', '/api/moderation/owners/2/listings']);
  });
});

describe('profiles', () => {
  it('creates with POST and updates with PUT, then refreshes the user', async () => {
    const { store, fetch } = createTestStore({ token: 't' });
    const personal = {
      name: 'Jonas',
      surname: 'Jonaitis',
      address: 'Vilnius',
      individualActivityCertificate: '123',
      email: 'a@b.lt',
      phoneNumber: '+37060000000',
      termsOfService: true,
    };
    fetch.on('GET', '/api/users/me', { id: 1 });
    fetch.on('POST', '/api/profiles/personal', jsonResponse({ id: 4, ...personal, vatNumber: null }, 201));
    fetch.on('PUT', '/api/profiles/personal', { id: 4, ...personal, vatNumber: null });
    fetch.on('POST', '/api/profiles/company', jsonResponse({ id: 5 }, 201));
    fetch.on('PUT', '/api/profiles/company', { id: 5 });
    const me = store.dispatch(authApi.endpoints.me.initiate());
    await me;

    await store.dispatch(profilesApi.endpoints.createPersonalProfile.initiate(personal)).unwrap();
    await store.dispatch(profilesApi.endpoints.updatePersonalProfile.initiate({ ...personal, id: 4 })).unwrap();
    const company = { name: 'UAB', companyCode: '123456789', address: 'Kaunas', email: 'b@c.lt', phoneNumber: '+37061111111', termsOfService: true };
    await store.dispatch(profilesApi.endpoints.createCompanyProfile.initiate(company)).unwrap();
    await store.dispatch(profilesApi.endpoints.updateCompanyProfile.initiate({ ...company, vatNumber: 'LT123456789' })).unwrap();
    await settle();

    expect(fetch.requests.filter((request) => request.pathname.startsWith('/api/profiles')).map((r) => `${r.method} ${r.pathname}`)).toEqual([
      'POST /api/profiles/personal',
      'PUT /api/profiles/personal',
      'POST /api/profiles/company',
      'PUT /api/profiles/company',
    ]);
    expect(fetch.calls('GET', '/api/users/me').length).toBeGreaterThanOrEqual(2);
    me.unsubscribe();
  });
});

describe('moderation (team)', () => {
  it('reads the queue and approves or rejects, refreshing the queue and the public search', async () => {
    const { store, fetch } = createTestStore({ token: 'team' });
    const page = { data: [{ id: 8, owner: { id: 2, email: 'o@b.lt' } }], meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } } };
    fetch.on('GET', '/api/moderation/car-advertisements', page);
    fetch.on('GET', '/api/car-advertisements', { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } });
    fetch.on('POST', '/api/moderation/car-advertisements/8/approve', { id: 8, reviewStatus: 'approved' });
    fetch.on('POST', '/api/moderation/car-advertisements/8/reject', { id: 8, reviewStatus: 'rejected' });
    const queue = store.dispatch(moderationApi.endpoints.reviewQueue.initiate({ status: 'pending', page: 1 }));
    const search = store.dispatch(carsApi.endpoints.searchCars.initiate({}));
    await Promise.all([queue, search]);

    await store.dispatch(moderationApi.endpoints.approveCar.initiate(8)).unwrap();
    await store.dispatch(moderationApi.endpoints.rejectCar.initiate({ id: 8, reason: 'Neaiškios nuotraukos' })).unwrap();
    await settle();

    expect(fetch.requests[0].path).toBe('/api/moderation/car-advertisements?status=pending&page=1');
    expect(fetch.calls('POST', '/api/moderation/car-advertisements/8/reject')[0].body).toEqual({ reason: 'Neaiškios nuotraukos' });
    expect(fetch.calls('GET', '/api/moderation/car-advertisements').length).toBeGreaterThanOrEqual(2);
    expect(fetch.calls('GET', '/api/car-advertisements').length).toBeGreaterThanOrEqual(2);
    queue.unsubscribe();
    search.unsubscribe();
  });
});
