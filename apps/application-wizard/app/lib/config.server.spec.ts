/** @jest-environment node */
import { publicConfig, serverConfig } from './config.server';

describe('serverConfig', () => {
  it('has local defaults', () => {
    expect(publicConfig(serverConfig({}))).toEqual({
      apiOrigin: 'http://localhost:3000',
      marketplaceUrl: 'http://localhost:4200',
      cookieDomain: null,
      analyticsId: null,
      conversionId: null,
    });
  });

  it('reads the environment, the browser\'s API origin apart from the server\'s', () => {
    const config = serverConfig({ API_URL: 'http://api:3000/', PUBLIC_API_URL: 'https://ratai.lt', MARKETPLACE_URL: 'https://ratai.lt/', COOKIE_DOMAIN: 'ratai.lt', CONVERSION_ID: 'AW-1' });
    expect(config.apiUrl).toBe('http://api:3000');
    expect(publicConfig(config)).toMatchObject({ apiOrigin: 'https://ratai.lt', marketplaceUrl: 'https://ratai.lt', cookieDomain: 'ratai.lt', conversionId: 'AW-1' });
  });
});
