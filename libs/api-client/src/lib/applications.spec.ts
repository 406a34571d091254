import { applicationsApi } from './applications';
import { cleanupTestStores, createTestStore } from '../testing/test-store';

afterEach(cleanupTestStores);

const RESULT = { id: 'a1b2', status: 'bank_connected', light: 'green', basis: 'bank', reasons: [] };
const PATH = '/api/car-application/gocardless/complete-onboarding/a1b2';

describe('completeOnboarding (the wizard\'s bank return)', () => {
  it('sends the provider\'s ref and error as JSON and answers the bank step\'s result', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('POST', PATH, RESULT);
    const answer = await store
      .dispatch(applicationsApi.endpoints.completeOnboarding.initiate({ id: 'a1b2', ref: 'a1b2.2', error: 'UserCancelledSession' }))
      .unwrap();
    expect(answer).toEqual(RESULT);
    expect(fetch.requests[0].body).toEqual({ ref: 'a1b2.2', error: 'UserCancelledSession' });
  });

  it('sends no body without a ref or error (an empty JSON body would be refused)', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('POST', PATH, RESULT);
    await store.dispatch(applicationsApi.endpoints.completeOnboarding.initiate({ id: 'a1b2', ref: '', error: undefined })).unwrap();
    await store.dispatch(applicationsApi.endpoints.completeOnboarding.initiate('a1b2')).unwrap();
    expect(fetch.requests.map((request) => request.body)).toEqual([null, null]);
  });
});
