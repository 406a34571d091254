import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_SUCCESS } from '@ratai/domain';
import { CAR_REQUEST_MAKE_REQUIRED, CAR_REQUEST_MODEL_REQUIRED, CallbackRequestSchema, CarRequestSchema } from '@ratai/validation';
import * as v from 'valibot';
import { HttpError, badRequest, validationError } from '../../http/errors';
import { described, errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { enqueueEmail } from '../../mail/outbox';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { callbackTeam, carRequestTeam, type LeadMeta, type RenderedMail } from '../../mail/templates';
import * as repo from './leads.repository';
import type { CallbackLeadPayload, CarRequestLeadPayload, LeadKind, LeadPayload } from './leads.tables';
import { RECAPTCHA_ACTIONS, verifyRecaptcha, type RecaptchaAction } from './recaptcha';

/** Lithuanian texts of this module; the success text is the spec's (§8). */
export const LEAD_MESSAGES = {
  success: REQUEST_SUCCESS,
  recaptchaFailed: 'Nepavyko patvirtinti, kad esate žmogus. Bandykite dar kartą.',
  recaptchaUnavailable: 'Šiuo metu nepavyko patikrinti užklausos. Bandykite dar kartą vėliau.',
} as const;

/**
 * Leads per client IP, both forms together: a person sends one or two; a script sending more
 * fills the team's inbox. Counted after the body validates (typos cost nothing) and before
 * reCAPTCHA (a flood cannot make us call Google without limit), by @fastify/rate-limit
 * (plugins/external/rate-limit.ts): one limiter for both routes.
 */
export const LEAD_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export interface LeadResponse {
  ok: true;
  message: string;
}

const LeadResponseSchema = v.object({ ok: v.literal(true), message: described(v.string(), `"${REQUEST_SUCCESS}"`) });

const leadErrors = errorResponses(400, 429, 503);

export async function leadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { config } = app;
  if (!config.recaptcha.secret) app.log.info('RECAPTCHA_SECRET is not set: lead forms are not checked for bots');

  // A key of its own (derived, not DATA_KEY itself) so IP hashes cannot be compared with any
  // other HMAC made with DATA_KEY.
  const ipKey = Buffer.from(hkdfSync('sha256', config.dataKey, Buffer.alloc(0), 'ratai leads ip-hash', 32));
  const hashIp = (ip: string) => createHmac('sha256', ipKey).update(ip).digest('hex');

  /** Called in the handlers, not as a hook: the car request's make and model are checked first. */
  const countLead = perIpLimit(fastify, 'leads', LEAD_LIMIT);

  async function assertHuman(request: FastifyRequest, token: string | undefined, action: RecaptchaAction): Promise<void> {
    const { secret, verifyUrl } = config.recaptcha;
    if (!secret) {
      request.log.info({ action }, 'reCAPTCHA skipped: RECAPTCHA_SECRET is not set');
      return;
    }
    const verdict = await verifyRecaptcha({ secret, verifyUrl, token, remoteIp: request.ip, expectedAction: action });
    if (verdict.status === 'passed') return;
    if (verdict.status === 'unavailable') {
      // Fail closed: without an answer we cannot tell a person from a script. 503 tells the
      // form the fault is ours and temporary, unlike the 400 of a refused token.
      request.log.error({ action, reason: verdict.reason }, 'reCAPTCHA verification unavailable');
      throw new HttpError(503, 'ServiceUnavailableError', LEAD_MESSAGES.recaptchaUnavailable);
    }
    const { status: _status, ...why } = verdict;
    request.log.warn({ expectedAction: action, ...why }, 'reCAPTCHA refused a lead');
    throw badRequest(LEAD_MESSAGES.recaptchaFailed);
  }

  /**
   * Stores the lead and writes its e-mail to the outbox in one transaction: the lead never exists
   * without its e-mail, and the e-mail never without its lead. The job worker sends it (with
   * retries while SMTP is down), so the visitor never waits for SMTP (src/mail/README.md).
   */
  async function storeAndMail(
    request: FastifyRequest,
    kind: LeadKind,
    payload: LeadPayload,
    compose: (meta: LeadMeta) => RenderedMail,
    /** The visitor's address when the form has one, so the team can answer with "Reply". */
    replyTo: string | null,
  ): Promise<LeadResponse> {
    const { leadId, outboxId } = await app.db.transaction().execute(async (trx) => {
      const lead = await repo.insertLead(trx, { kind, payload, ipHash: hashIp(request.ip) });
      const mail = compose({ id: lead.id, receivedAt: lead.createdAt, recordUrl: `${config.urls.backOffice}/uzklausos/${lead.id}` });
      const queued = await enqueueEmail(trx, {
        to: config.teamEmail,
        replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: `lead.${kind}`,
        leadId: lead.id,
      });
      return { leadId: lead.id, outboxId: queued.id };
    });
    request.log.info({ leadId, outboxId, kind }, 'lead stored; e-mail queued for the team');
    return { ok: true, message: LEAD_MESSAGES.success };
  }

  app.post(
    '/email/car-request',
    {
      schema: {
        summary: 'Car request form: mail a wanted car to the team',
        description:
          `carMake/carModel are ids (the model must be one of the make's). With RECAPTCHA_SECRET set, recaptchaToken must be a v3 token for the action "${RECAPTCHA_ACTIONS.carRequest}" ` +
          `scoring at least 0.5 (400 otherwise; 503 when Google cannot be reached). ${LEAD_LIMIT.max} leads per IP per 10 minutes across both forms (429). ` +
          'The lead is stored and its e-mail to TEAM_EMAIL queued in the same transaction; the job worker sends it over SMTP, retrying while SMTP is down.',
        tags: ['leads'],
        body: CarRequestSchema,
        response: { 200: LeadResponseSchema, ...leadErrors },
      },
    },
    async (request, reply): Promise<LeadResponse> => {
      const input = request.body;
      const { make, model } = await repo.findMakeAndModel(app.db, input.carMake, input.carModel);
      if (!make) throw validationError([{ path: ['carMake'], message: CAR_REQUEST_MAKE_REQUIRED }]);
      if (!model) throw validationError([{ path: ['carModel'], message: CAR_REQUEST_MODEL_REQUIRED }]);
      await countLead(request, reply);
      await assertHuman(request, input.recaptchaToken, RECAPTCHA_ACTIONS.carRequest);
      const payload: CarRequestLeadPayload = {
        carMake: make,
        carModel: model,
        modelYear: input.modelYear,
        price: input.price,
        phone: input.phone,
        email: input.email,
        termsAgreed: true,
      };
      return storeAndMail(request, 'car_request', payload, (meta) => carRequestTeam(payload, meta), payload.email);
    },
  );

  app.post(
    '/email/request',
    {
      schema: {
        summary: 'Callback request form: ask the team to call back',
        description:
          `With RECAPTCHA_SECRET set, recaptchaToken must be a v3 token for the action "${RECAPTCHA_ACTIONS.callback}" scoring at least 0.5. ` +
          'subject defaults to "Vartotojo konversijos užklausa: skambučio užsakymas" and becomes the e-mail subject. Limits and delivery as for /email/car-request.',
        tags: ['leads'],
        body: CallbackRequestSchema,
        response: { 200: LeadResponseSchema, ...leadErrors },
      },
    },
    async (request, reply): Promise<LeadResponse> => {
      const input = request.body;
      await countLead(request, reply);
      await assertHuman(request, input.recaptchaToken, RECAPTCHA_ACTIONS.callback);
      const payload: CallbackLeadPayload = { name: input.name, phone: input.phone, subject: input.subject, termsAgreed: true };
      return storeAndMail(request, 'callback', payload, (meta) => callbackTeam(payload, meta), null);
    },
  );
}
