import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The wizard's pages (spec §2 routes /paraiska and /automobilio-paraiska/{carSlug}, plus ours). */
export default [
  index('routes/index.tsx'),
  route('paraiska', 'routes/general.tsx'),
  route('automobilio-paraiska/:carSlug', 'routes/car.tsx'),
  route('partneris/:partnerSlug', 'routes/partner.tsx'),
  route('bankas/grizti', 'routes/bank-return.tsx'),
  route('paraiskos-paieska', 'routes/lookup.tsx'),
  route('paraiskos-busena', 'routes/status.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
