import * as v from 'valibot';

/**
 * reCAPTCHA v3 verification (spec §7: "A human-check (recaptcha) token is requested on the car
 * request and callback forms"). The frontends run
 * `grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTIONS.carRequest })` (or `.callback`) and send
 * the token as `recaptchaToken`; the action is checked here so a token minted for one form
 * cannot be replayed on the other.
 */
export const RECAPTCHA_ACTIONS = {
  carRequest: 'car_request',
  callback: 'callback_request',
} as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];

/** Google's suggested default threshold for v3 scores (0.0 bot … 1.0 human). */
export const RECAPTCHA_MIN_SCORE = 0.5;

/** The form waits for this answer, so a slow verify endpoint must not hang it. */
export const RECAPTCHA_TIMEOUT_MS = 5_000;

export type RecaptchaVerdict =
  | { status: 'passed'; score: number }
  /** The token was checked and is not good enough: the client is told to try again. */
  | { status: 'refused'; reason: 'missing-token' | 'not-success' | 'low-score' | 'wrong-action'; score?: number; action?: string; errorCodes?: string[] }
  /** The verify endpoint could not answer: we cannot tell a human from a bot, so we refuse (fail closed). */
  | { status: 'unavailable'; reason: string };

/** Only the fields we read; Google adds others (challenge_ts, hostname) that stay unchecked. */
const SiteverifyResponseSchema = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

export interface RecaptchaCheck {
  secret: string;
  verifyUrl: string;
  token: string | undefined;
  remoteIp: string;
  expectedAction: RecaptchaAction;
}

/** Asks the siteverify endpoint about a token. Never throws: every outcome is a verdict. */
export async function verifyRecaptcha(check: RecaptchaCheck): Promise<RecaptchaVerdict> {
  if (!check.token) return { status: 'refused', reason: 'missing-token' };
  let body: unknown;
  try {
    const response = await fetch(check.verifyUrl, {
      method: 'POST',
      // Google's documented format is a form post, not JSON.
      body: new URLSearchParams({ secret: check.secret, response: check.token, remoteip: check.remoteIp }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return { status: 'unavailable', reason: `HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  const parsed = v.safeParse(SiteverifyResponseSchema, body);
  if (!parsed.success) return { status: 'unavailable', reason: 'unexpected siteverify response' };
  const { success, score, action, 'error-codes': errorCodes } = parsed.output;
  if (!success) return { status: 'refused', reason: 'not-success', errorCodes, score, action };
  // A v2 token (no score) or a missing action is refused too: this endpoint expects v3 tokens only.
  if (action !== check.expectedAction) return { status: 'refused', reason: 'wrong-action', score, action };
  if (score === undefined || score < RECAPTCHA_MIN_SCORE) return { status: 'refused', reason: 'low-score', score, action };
  return { status: 'passed', score };
}
