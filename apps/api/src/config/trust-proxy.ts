import { isIP } from 'node:net';

/**
 * Which proxies the API believes about the client's address (`X-Forwarded-For`), from
 * `TRUST_PROXY`. Every per-IP limit and every logged address is `request.ip`, so trusting the
 * header blindly (`trustProxy: true` takes its left-most value, which the client writes) lets one
 * machine pose as any number of addresses. Accepted values:
 *
 * - unset, `false` or `0`: the header is ignored; the address is the connection's own;
 * - a hop count `1`, `2`, …: that many proxies in front of the API add their entry (a load balancer
 *   that appends to `X-Forwarded-For` is one hop); the address is the entry that many from the right;
 * - addresses and CIDR ranges of the proxies, comma separated (`10.0.0.0/8,192.168.1.7`), or
 *   proxy-addr's names `loopback`, `linklocal`, `uniquelocal`: entries are walked from the right while
 *   they come from a trusted proxy.
 *
 * `true` is refused: it is exactly the unsafe setting.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export class TrustProxyError extends Error {}

/**
 * Fastify's trustProxy for a parsed TRUST_PROXY. A hop count becomes a function trusting the
 * socket and the next hops-1 entries: Fastify itself now ignores a bare number (it cannot tell a
 * proxy from a direct client), so hop counts are only safe when the API is reachable through the
 * proxy alone — addresses are the better setting (README, docs/deployment.md).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new TrustProxyError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of proxy hops (e.g. 1) or the proxies\' addresses',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new TrustProxyError('TRUST_PROXY: a hop count above 10 is surely a mistake');
    return hops;
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new TrustProxyError(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}
