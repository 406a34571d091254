import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The back office's pages (issue 14). Everything but the login needs a team session
 * (routes/team.tsx). The navigation's six sections, in the order the team reads them.
 */
export default [
  route('prisijungti', 'routes/login.tsx'),
  route('atsijungti', 'routes/logout.tsx'),
  layout('routes/team.tsx', [
    index('routes/home.tsx'),
    route('skelbimai', 'routes/listings.tsx'),
    route('skelbimai/:id', 'routes/listing.tsx'),
    route('paraiskos', 'routes/applications.tsx'),
    route('paraiskos/:id', 'routes/application.tsx'),
    route('uzklausos', 'routes/leads.tsx'),
    route('uzklausos/:id', 'routes/lead.tsx'),
    route('straipsniai', 'routes/articles.tsx'),
    route('straipsniai/naujas', 'routes/article-new.tsx'),
    route('straipsniai/:id', 'routes/article.tsx'),
    route('savininkai', 'routes/owners.tsx'),
    route('savininkai/:id', 'routes/owner.tsx'),
    route('veiksmu-zurnalas', 'routes/audit-log.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
