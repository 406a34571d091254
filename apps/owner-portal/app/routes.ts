import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The owner portal's pages (spec §2 routes, issue 6). Everything under /paskyra needs a session. */
export default [
  index('routes/home.tsx'),
  route('prisijungti', 'routes/login.tsx'),
  route('prisijungti/socialinis', 'routes/social-return.tsx'),
  route('registracija', 'routes/register.tsx'),
  route('slaptazodzio-priminimas', 'routes/forgot-password.tsx'),
  route('slaptazodzio-atkurimas', 'routes/reset-password.tsx'),
  route('el-pasto-patvirtinimas', 'routes/email-confirmation.tsx'),
  route('atsijungti', 'routes/logout.tsx'),
  route('paskyra', 'routes/account.tsx', [
    index('routes/overview.tsx'),
    route('automobiliai', 'routes/cars.tsx'),
    route('automobiliai/ikelti', 'routes/car-upload.tsx'),
    route('automobiliai/redaguoti/:id', 'routes/car-edit.tsx'),
    route('uzklausos', 'routes/leads.tsx'),
    route('uzklausos/:id', 'routes/lead.tsx'),
    route('sutartis', 'routes/service-terms.tsx'),
    route('nustatymai', 'routes/settings.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
