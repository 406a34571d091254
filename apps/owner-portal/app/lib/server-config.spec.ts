/**
 * @jest-environment node
 */
// server.mjs: the runtime settings it injects into index.html (README "Configuration").
import { injectConfig, portalConfig } from '../../server.mjs';

describe('server.mjs runtime config', () => {
  it('reads the environment with local defaults; PUBLIC_API_URL wins over API_URL for the browser', () => {
    expect(portalConfig({})).toEqual({
      apiOrigin: 'http://localhost:3000',
      marketplaceUrl: 'http://localhost:4200',
      portalUrl: 'http://localhost:4300',
      wizardUrl: 'http://localhost:4400',
      cookieDomain: null,
    });
    expect(
      portalConfig({ API_URL: 'http://api:3000/', PUBLIC_API_URL: 'https://api.ratai.lt/', MARKETPLACE_URL: 'https://ratai.lt', COOKIE_DOMAIN: 'ratai.lt' }),
    ).toMatchObject({ apiOrigin: 'https://api.ratai.lt', marketplaceUrl: 'https://ratai.lt', cookieDomain: 'ratai.lt' });
  });

  it('injects the settings as the first script of <head>, with "<" escaped', () => {
    const html = injectConfig('<!DOCTYPE html><html><head><title>x</title></head></html>', { ...portalConfig({}), cookieDomain: '</script><b>' });
    expect(html).toContain('<head><script>window.__RATAI_PORTAL__={');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });
});
