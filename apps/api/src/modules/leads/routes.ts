import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_SUCCESS } from '@ratai/domain';
import { CAR_REQUEST_MAKE_REQUIRED, CAR_REQUEST_MODEL_REQUIRED, CallbackRequestSchema, CarRequestSchema } from '@ratai/validation';
import { bodyFromValibot, errorResponse } from '../../http/docs';
import { HttpError, badRequest, tooManyRequests, validationError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { callbackMail, carRequestMail, type LeadMail } from './lead-mail';
import * as repo from './leads.repository';
import type { CallbackLeadPayload, CarRequestLeadPayload, LeadKind, LeadPayload } from './leads.tables';
import { createSmtpMailer, type Mailer } from './mailer';
import { RECAPTCHA_ACTIONS, verifyRecaptcha, type RecaptchaAction } from './recaptcha';

/** Lithuanian texts of this module; the success text is the spec's (§8). */
export const LEAD_MESSAGES = {
  success: REQUEST_SUCCESS,
  recaptchaFailed: 'Nepavyko patvirtinti, kad esate žmogus. Bandykite dar kartą.',
  recaptchaUnavailable: 'Šiuo metu nepavyko patikrinti užklausos. Bandykite dar kartą vėliau.',
  tooMany: 'Per daug užklausų. Bandykite dar kartą vėliau.',
} as const;

/**
 * Leads per client IP, both forms together: a person sends one or two; a script sending more
 * fills the team's inbox. Counted after the body validates (typos cost nothing) and before
 * reCAPTCHA (a flood cannot make us call Google without limit).
 */
export const LEAD_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export interface LeadResponse {
  ok: true;
  message: string;
}

const leadResponseDoc = {
  type: 'object',
  properties: { ok: { type: 'boolean', const: true }, message: { type: 'string', const: REQUEST_SUCCESS } },
  required: ['ok', 'message'],
} as const;

const errorResponses = { 400: errorResponse, 429: errorResponse, 503: errorResponse } as const;

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const mailer: Mailer | null = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  if (mailer) app.addHook('onClose', async () => mailer.close());
  else app.log.info('SMTP_URL is not set: lead e-mails are written to the mail_outbox table');
  if (!config.recaptcha.secret) app.log.info('RECAPTCHA_SECRET is not set: lead forms are not checked for bots');

  // A key of its own (derived, not DATA_KEY itself) so IP hashes cannot be compared with any
  // other HMAC made with DATA_KEY.
  const ipKey = Buffer.from(hkdfSync('sha256', config.dataKey, Buffer.alloc(0), 'ratai leads ip-hash', 32));
  const hashIp = (ip: string) => createHmac('sha256', ipKey).update(ip).digest('hex');

  async function countLead(ip: string): Promise<void> {
    const count = await app.rateLimits.increment(`leads:ip:${ip}`, LEAD_LIMIT.windowMs);
    if (count > LEAD_LIMIT.max) throw tooManyRequests(LEAD_MESSAGES.tooMany);
  }

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
   * Stores the lead first, then mails it. A failed send does not fail the request: the lead is
   * saved and its e-mail waits in mail_outbox, so the visitor is not asked to send it again
   * (which would only duplicate it) — the team's outbox check or a later job delivers it.
   */
  async function storeAndMail(
    request: FastifyRequest,
    kind: LeadKind,
    payload: LeadPayload,
    compose: (meta: { id: number; receivedAt: Date }) => LeadMail,
  ): Promise<LeadResponse> {
    const lead = await repo.insertLead(app.db, { kind, payload, ipHash: hashIp(request.ip) });
    const mail = compose({ id: lead.id, receivedAt: lead.createdAt });
    const outgoing = { to: config.teamEmail, replyTo: mail.replyTo, subject: mail.subject, text: mail.text };
    if (!mailer) {
      const outboxId = await repo.parkInOutbox(app.db, { leadId: lead.id, ...outgoing, reason: 'smtp_unset' });
      request.log.info({ leadId: lead.id, outboxId, kind }, 'lead stored; e-mail written to mail_outbox (SMTP_URL not set)');
    } else {
      try {
        await mailer.send(outgoing);
        await repo.setLeadDelivery(app.db, lead.id, 'sent');
        request.log.info({ leadId: lead.id, kind }, 'lead stored and mailed to the team');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outboxId = await repo.parkInOutbox(app.db, { leadId: lead.id, ...outgoing, reason: 'smtp_failed', error: message });
        request.log.error({ leadId: lead.id, outboxId, kind, err: error }, 'lead stored but the SMTP send failed; e-mail parked in mail_outbox');
      }
    }
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
          'The lead is stored, then mailed to TEAM_EMAIL; a failed or unconfigured SMTP parks the e-mail in mail_outbox and still answers 200.',
        tags: ['leads'],
        body: bodyFromValibot(CarRequestSchema, 'carMake, carModel (ids), modelYear, price [from, to], phone, email, termsAgreed: true, recaptchaToken'),
        response: { 200: leadResponseDoc, ...errorResponses },
      },
    },
    async (request): Promise<LeadResponse> => {
      const input = parseInput(CarRequestSchema, request.body);
      const { make, model } = await repo.findMakeAndModel(app.db, input.carMake, input.carModel);
      if (!make) throw validationError([{ path: ['carMake'], message: CAR_REQUEST_MAKE_REQUIRED }]);
      if (!model) throw validationError([{ path: ['carModel'], message: CAR_REQUEST_MODEL_REQUIRED }]);
      await countLead(request.ip);
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
      return storeAndMail(request, 'car_request', payload, (meta) => carRequestMail(payload, meta));
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
        body: bodyFromValibot(CallbackRequestSchema, 'name, phone, termsAgreed: true, recaptchaToken, subject'),
        response: { 200: leadResponseDoc, ...errorResponses },
      },
    },
    async (request): Promise<LeadResponse> => {
      const input = parseInput(CallbackRequestSchema, request.body);
      await countLead(request.ip);
      await assertHuman(request, input.recaptchaToken, RECAPTCHA_ACTIONS.callback);
      const payload: CallbackLeadPayload = { name: input.name, phone: input.phone, subject: input.subject, termsAgreed: true };
      return storeAndMail(request, 'callback', payload, (meta) => callbackMail(payload, meta));
    },
  );
}
