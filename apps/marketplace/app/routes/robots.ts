import type { LoaderFunctionArgs } from 'react-router';
import { siteOrigin } from '../lib/config.server';

/** /robots.txt: everything may be crawled; the sitemap lists the pages. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = ['User-agent: *', 'Allow: /', `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
