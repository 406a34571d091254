import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consentPage, indexPage, messagePage } from '../consent-page';
import type { SandboxContext } from '../context';
import { findInstitution, type SandboxInstitution } from '../institutions';
import { logoPng } from '../logos';
import { notFound } from '../provider-errors';
import { record } from '../request-helpers';
import { findScenario } from '../scenarios';
import { DEFAULT_AGREEMENT, type Account, type Requisition } from '../state';

/**
 * The bank's screens (the consent page), the logos and the index page. Submitting the consent
 * redirects to the requisition's `redirect` with `?ref={reference}`, plus `&error=…&details=…`
 * when the scenario ends in an end-user error, as GoCardless does; an abandoned consent does not
 * redirect (the page offers a way back).
 */
export function registerConsentRoutes({ app, state, origin }: SandboxContext): void {
  const backLink = (r: Requisition, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ref: r.reference, ...extra });
    return `${r.redirect}${r.redirect.includes('?') ? '&' : '?'}${params.toString().replace(/\+/g, '%20')}`;
  };

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(html);

  const closedPage = (reply: FastifyReply, r: Requisition) =>
    sendHtml(
      reply,
      409,
      messagePage('Sutikimas jau užbaigtas', 'Šis sutikimas jau patvirtintas arba atmestas. Grįžkite į paraišką.', {
        href: backLink(r),
        text: 'Grįžti į paraišką',
      }),
    );

  const notFoundPage = (reply: FastifyReply) =>
    sendHtml(reply, 404, messagePage('Nuoroda nerasta', 'Sutikimo nuoroda nerasta arba nebegalioja. Pradėkite banko susiejimą iš naujo.'));

  const renderConsent = (request: FastifyRequest, reply: FastifyReply, r: Requisition, status: number, error?: string) => {
    const institution = findInstitution(r.institution_id) as SandboxInstitution;
    return sendHtml(
      reply,
      status,
      consentPage({
        requisitionId: r.id,
        bankName: institution.name,
        logoUrl: `${origin(request)}/logos/${institution.id}.png`,
        historyDays: state.agreements.get(r.agreement)?.max_historical_days ?? DEFAULT_AGREEMENT.maxHistoricalDays,
        error,
      }),
    );
  };

  /** Linked, refused and expired consents are final; UA/SA/GA ones may still be finished. */
  const isClosed = (r: Requisition) => r.status === 'LN' || r.status === 'RJ' || r.status === 'EX';

  app.get<{ Params: { id: string } }>('/consent/:id', async (request, reply) => {
    const r = state.requisitions.get(request.params.id);
    if (!r) return notFoundPage(reply);
    state.refreshStatus(r);
    if (isClosed(r)) return closedPage(reply, r);
    // Opening the link is "giving consent" in GoCardless's status model.
    if (r.status === 'CR') r.status = 'GC';
    return renderConsent(request, reply, r, 200);
  });

  app.post<{ Params: { id: string } }>('/consent/:id', async (request, reply) => {
    const r = state.requisitions.get(request.params.id);
    if (!r) return notFoundPage(reply);
    state.refreshStatus(r);
    if (isClosed(r)) return closedPage(reply, r);
    const scenario = findScenario(record(request.body)['scenario']);
    if (!scenario) return renderConsent(request, reply, r, 400, 'Pasirinkite vieną iš scenarijų.');

    const outcome = scenario.outcome;
    if (outcome.status === 'SA') {
      r.status = 'SA';
      return sendHtml(
        reply,
        200,
        messagePage('Sąskaitų pasirinkimas nebaigtas', 'Banko puslapis uždarytas nepasirinkus sąskaitų. Bankas jūsų atgal nenukreips.', {
          href: backLink(r),
          text: 'Grįžti į paraišką',
        }),
      );
    }
    if (outcome.status !== 'LN') {
      r.status = outcome.status;
      return reply.redirect(backLink(r, { error: outcome.error, details: outcome.details }), 302);
    }
    const agreement = state.agreements.get(r.agreement);
    const institution = findInstitution(r.institution_id) as SandboxInstitution;
    const created = state.now().toISOString();
    for (const data of outcome.accounts(institution, state.now())) {
      const account: Account = {
        id: randomUUID(),
        created,
        lastAccessed: null,
        institution,
        agreementId: r.agreement,
        data,
        fault: outcome.fault ?? null,
        faultyReads: 0,
      };
      state.accounts.set(account.id, account);
      r.accounts.push(account.id);
    }
    if (agreement) agreement.accepted = created;
    r.status = 'LN';
    return reply.redirect(backLink(r), 302);
  });

  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]+)\.png$/.exec(request.params.file);
    const institution = match ? findInstitution(match[1]) : undefined;
    if (!institution) return reply.status(404).send(notFound().body());
    const png = await logoPng(institution);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(png);
  });

  app.get('/', async (_request, reply) => sendHtml(reply, 200, indexPage()));
}
