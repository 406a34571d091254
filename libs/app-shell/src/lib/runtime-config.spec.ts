import { envText, envUrl, readInjectedConfig, trimSlash } from './runtime-config';

describe('runtime settings', () => {
  it('reads a variable trimmed, and null when unset or blank', () => {
    expect(envText({ A: '  x ' }, 'A')).toBe('x');
    expect(envText({ A: '   ' }, 'A')).toBeNull();
    expect(envText({}, 'A')).toBeNull();
  });

  it('reads an origin without trailing slashes, with the local default', () => {
    expect(envUrl({ API_URL: 'https://api.ratai.lt//' }, 'API_URL', 'http://localhost:3000')).toBe('https://api.ratai.lt');
    expect(envUrl({}, 'API_URL', 'http://localhost:3000/')).toBe('http://localhost:3000');
    expect(trimSlash('http://a.test/')).toBe('http://a.test');
  });

  it('puts the injected settings of a single-page app over its defaults', () => {
    const defaults = { apiOrigin: 'http://localhost:3000', cookieDomain: null as string | null };
    expect(readInjectedConfig('__TEST_CONFIG__', defaults)).toEqual(defaults);
    (window as unknown as Record<string, unknown>).__TEST_CONFIG__ = { apiOrigin: 'https://api.ratai.lt' };
    expect(readInjectedConfig('__TEST_CONFIG__', defaults)).toEqual({ apiOrigin: 'https://api.ratai.lt', cookieDomain: null });
    delete (window as unknown as Record<string, unknown>).__TEST_CONFIG__;
  });
});
