import { bankDataProductionProblem } from '../modules/bank/production-config';

/**
 * What production refuses to start with (issue 18, "Production refuses unsafe settings"). Every
 * development default that would be unsafe with real people's data is named here, and the API
 * stops at boot with one line per problem — English for the operator's tools, Lithuanian for the
 * team — instead of running half-safe. Development and tests (`NODE_ENV` development/test) are
 * not checked: `npm start` keeps its local defaults.
 *
 * `/api/docs` is not a refusal but a default: production serves no documentation page unless
 * API_DOCS_PUBLIC=true (app.ts).
 */
export interface ProductionProblem {
  en: string;
  lt: string;
}

/** Google's published reCAPTCHA test keys: every check passes, so they protect nothing. */
const RECAPTCHA_TEST_KEYS = new Set(['6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI', '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe']);

/** A browser origin on this machine: a deployed site is never called from one. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i;

const set = (source: Record<string, string | undefined>, name: string): string | undefined => {
  const value = source[name]?.trim();
  return value ? value : undefined;
};

/**
 * Every problem of a production environment, in a fixed order; empty when it may start.
 * `corsOrigins` are the origins the API would allow (CORS_ORIGINS, else the apps' URLs).
 */
export function productionProblems(source: Record<string, string | undefined>, corsOrigins: readonly string[]): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const add = (en: string, lt: string) => problems.push({ en, lt });

  if (!set(source, 'JWT_SECRET')) add('JWT_SECRET is required in production', 'JWT_SECRET privalomas: sesijų parašo raktas');
  if (!set(source, 'DATA_KEY')) add('DATA_KEY is required in production', 'DATA_KEY privalomas: asmens kodų šifravimo raktas');
  if (!set(source, 'TEAM_PASSWORD')) add('TEAM_PASSWORD is required in production', 'TEAM_PASSWORD privalomas: komandos paskyros slaptažodis');

  const bank = bankDataProductionProblem(source);
  if (bank) add(bank, 'Banko duomenų teikėjas: nurodykite tikrą GoCardless https adresą ir paslaptis, ne bandomosios aplinkos');

  if (set(source, 'SEED_DEMO') !== 'false') {
    add(
      'SEED_DEMO must be false in production: the demo seed creates public demo accounts with a published password',
      'SEED_DEMO turi būti false: demonstraciniai duomenys sukuria viešas paskyras su žinomu slaptažodžiu',
    );
  }

  const secret = set(source, 'RECAPTCHA_SECRET');
  const siteKey = set(source, 'RECAPTCHA_SITE_KEY');
  if (!secret && !siteKey) {
    add(
      'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required in production (the lead forms are unprotected without them)',
      'RECAPTCHA_SECRET ir RECAPTCHA_SITE_KEY privalomi: be jų užklausų formos neapsaugotos',
    );
  } else if (!secret || !siteKey) {
    add(
      `only one reCAPTCHA key is set: ${secret ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET'} is missing (set both, from the same key pair)`,
      `nustatytas tik vienas reCAPTCHA raktas: trūksta ${secret ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET'} (abu iš tos pačios poros)`,
    );
  } else if (RECAPTCHA_TEST_KEYS.has(secret) || RECAPTCHA_TEST_KEYS.has(siteKey)) {
    add("reCAPTCHA keys are Google's test keys, which accept every request", 'reCAPTCHA raktai yra Google bandomieji: jie praleidžia bet kokią užklausą');
  }

  if (!set(source, 'SMTP_URL')) {
    add('SMTP_URL is required in production (e-mails would only pile up in the outbox)', 'SMTP_URL privalomas: kitaip laiškai tik kaupiasi eilėje ir neišsiunčiami');
  }

  const local = corsOrigins.filter((origin) => LOCAL_ORIGIN.test(origin));
  if (local.length > 0 && set(source, 'CORS_ALLOW_LOCALHOST') !== 'true') {
    add(
      `CORS_ORIGINS must not contain localhost in production: ${local.join(', ')} (set CORS_ORIGINS, or the apps' URLs, to the public https origins)`,
      `CORS_ORIGINS negali būti localhost: ${local.join(', ')} (nurodykite viešus https adresus)`,
    );
  }
  return problems;
}

/** The boot error's text: one `English / Lithuanian` line per problem. */
export function formatProductionProblems(problems: readonly ProductionProblem[]): string {
  return problems.map((problem) => `${problem.en} / ${problem.lt}`).join('\n');
}
