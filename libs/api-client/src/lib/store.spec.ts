import { api } from './api';
import { authApi } from './auth';
import { carsApi } from './cars';
import { searchParamsToFilter } from './search-params';
import { makeStore } from './store';
import { createFakeFetch } from '../testing/fake-fetch';

const page = { data: [{ id: 1, slug: 'audi-a4-2015-x' }], meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } } };

describe('makeStore (server rendering → browser)', () => {
  it('a server store loads with the request cookie; the browser store starts from its state without refetching', async () => {
    const server = createFakeFetch()
      .on('GET', '/api/car-advertisements', page)
      .on('GET', '/api/users/me', { id: 1, email: 'jonas@pavyzdys.lt' });
    const serverStore = makeStore(undefined, {
      apiOrigin: 'http://api:3000',
      cookieHeader: 'token=ssr-token',
      fetchFn: server.fetch,
    });
    const filter = searchParamsToFilter('fuelType=diesel&page=1');
    serverStore.dispatch(carsApi.endpoints.searchCars.initiate(filter));
    serverStore.dispatch(authApi.endpoints.me.initiate());
    await Promise.all(serverStore.dispatch(api.util.getRunningQueriesThunk()));
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer ssr-token', 'Bearer ssr-token']);

    // What the server sends along with the HTML, parsed back in the browser.
    const state = JSON.parse(JSON.stringify(serverStore.getState()));
    const browser = createFakeFetch();
    const browserStore = makeStore(state, { apiOrigin: 'http://api:3000', getToken: () => 'ssr-token', fetchFn: browser.fetch });
    const search = browserStore.dispatch(carsApi.endpoints.searchCars.initiate({ fuelType: ['diesel'], page: 1 }));
    const me = browserStore.dispatch(authApi.endpoints.me.initiate());
    expect((await search).data).toEqual(page);
    expect((await me).data).toMatchObject({ email: 'jonas@pavyzdys.lt' });
    expect(browser.requests).toHaveLength(0);
    search.unsubscribe();
    me.unsubscribe();
    browserStore.dispatch(api.util.resetApiState());
    serverStore.dispatch(api.util.resetApiState());
  });
});
