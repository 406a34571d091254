import { isApiClientError } from './api-error';
import { apiBaseUrl, resolveClient, socialSignInUrl } from './client-options';

describe('client options', () => {
  it('puts every call under `${apiOrigin}/api`', () => {
    expect(apiBaseUrl()).toBe('/api');
    expect(apiBaseUrl('https://api.ratai.lt')).toBe('https://api.ratai.lt/api');
    expect(apiBaseUrl('http://localhost:3000/')).toBe('http://localhost:3000/api');
  });

  it('builds the social sign-in address of a provider', () => {
    expect(socialSignInUrl('google', 'https://api.ratai.lt')).toBe('https://api.ratai.lt/api/connect/google');
  });

  it('reads the token from the Cookie header on the server, preferring an explicit getToken', () => {
    expect(resolveClient({ cookieHeader: 'a=1; token=from-header' }).getToken()).toBe('from-header');
    expect(resolveClient({ cookieHeader: null }).getToken()).toBeNull();
    expect(resolveClient({ cookieHeader: 'token=x', getToken: () => 'explicit' }).getToken()).toBe('explicit');
    expect(resolveClient().getToken()).toBeNull(); // no document in Node
  });

  it('recognises the normalised error of a failed call', () => {
    expect(isApiClientError({ status: 400, message: 'Klaida', fieldErrors: [] })).toBe(true);
    expect(isApiClientError(new Error('x'))).toBe(false);
  });
});
