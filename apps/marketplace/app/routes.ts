import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The marketplace's pages (spec §2 routes) and its resource routes. */
export default [
  index('routes/home.tsx'),
  route('automobilio-nuoma/:slug', 'routes/car.tsx'),
  route('straipsniai', 'routes/articles.tsx', { id: 'routes/articles-all' }),
  route('straipsniai/:categorySlug', 'routes/articles.tsx', { id: 'routes/articles-category' }),
  route('straipsniai/:categorySlug/:articleSlug', 'routes/article.tsx'),
  route('isiminti', 'routes/favourites.tsx'),
  route('paieskos-patvirtinimas', 'routes/saved-search-link.tsx', { id: 'routes/saved-search-confirm' }),
  route('paieskos-atsisakymas', 'routes/saved-search-link.tsx', { id: 'routes/saved-search-unsubscribe' }),
  route('taisykles', 'routes/terms.tsx'),
  route('privatumo-politika', 'routes/privacy.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
