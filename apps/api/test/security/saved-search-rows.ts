import type { MatrixRow, Role } from './authorization-matrix.spec';

/**
 * Rows of the saved searches (issue 17): public by design — anyone may save a search for an
 * address, and the links' HMAC token (not a session) is what confirms or unsubscribes; a made-up
 * token is refused the same for every caller.
 */
const same = (status: number): Record<Role, number> => ({ anonymous: status, otherOwner: status, owner: status, team: status });
const madeUpLink = { id: '00000000-0000-4000-8000-000000000000', token: 'A'.repeat(43) };

export const savedSearchRows: MatrixRow[] = [
  {
    route: 'POST /api/saved-searches',
    expect: same(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/saved-searches',
      headers: w.headers,
      remoteAddress: w.remoteAddress,
      payload: { email: `paieska-${w.remoteAddress.replace(/\./g, '-')}@pavyzdys.lt`, query: 'fuelType=diesel', termsAgreed: true },
    }),
  },
  {
    route: 'POST /api/saved-searches/confirm',
    expect: same(404),
    request: (w) => ({ method: 'POST', url: '/api/saved-searches/confirm', headers: w.headers, remoteAddress: w.remoteAddress, payload: madeUpLink }),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    expect: same(404),
    request: (w) => ({ method: 'POST', url: '/api/saved-searches/unsubscribe', headers: w.headers, remoteAddress: w.remoteAddress, payload: madeUpLink }),
  },
];
