/**
 * @jest-environment node
 */
// server.mjs: the runtime settings it injects into index.html (README "Configuration").
import { backOfficeConfig, injectConfig } from '../../server.mjs';

describe('server.mjs runtime config', () => {
  it('reads the environment with local defaults; PUBLIC_API_URL wins over API_URL for the browser', () => {
    expect(backOfficeConfig({})).toEqual({
      apiOrigin: 'http://localhost:3000',
      marketplaceUrl: 'http://localhost:4200',
      backofficeUrl: 'http://localhost:4500',
    });
    expect(backOfficeConfig({ API_URL: 'http://api:3000/', PUBLIC_API_URL: 'https://api.ratai.lt/', BACKOFFICE_URL: 'https://komanda.ratai.lt/' })).toMatchObject({
      apiOrigin: 'https://api.ratai.lt',
      backofficeUrl: 'https://komanda.ratai.lt',
    });
  });

  it('injects the settings as the first script of <head>, with "<" escaped', () => {
    const html = injectConfig('<!DOCTYPE html><html><head><title>x</title></head></html>', { ...backOfficeConfig({}), marketplaceUrl: '</script><b>' });
    expect(html).toContain('<head><script>window.__RATAI_BACKOFFICE__={');
    expect(html).not.toContain('</script><b>');
  });
});
