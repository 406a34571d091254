import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { REQUEST_SUCCESS } from '@ratai/domain';
import { trackConversion } from '@ratai/ui/analytics';
import { usePublicConfig } from '../../lib/public-config';
import { getRecaptchaToken, type RecaptchaAction } from '../../lib/recaptcha';

/** The outcome banner of a request form. */
export type LeadStatus = { type: 'success'; message: string } | { type: 'danger'; message: string } | null;

interface ApiErrorLike {
  message?: string;
  fieldErrors?: { path: string[]; message: string }[];
}

/**
 * Sends a request form (spec §2.12, §2.13): asks for a reCAPTCHA token (none without a site
 * key), calls the API, and turns the answer into the success text (§8) or a danger banner with
 * the API's Lithuanian message, field errors going back onto their fields. A conversion is
 * recorded on success (only with consent, see analytics.ts).
 */
export function useLeadSubmit<TValues extends FieldValues>(action: RecaptchaAction, setError: UseFormSetError<TValues>) {
  const config = usePublicConfig();
  const [status, setStatus] = useState<LeadStatus>(null);

  async function send<TBody>(body: TBody, call: (body: TBody & { recaptchaToken?: string }) => Promise<{ message?: string }>) {
    setStatus(null);
    const recaptchaToken = await getRecaptchaToken(action, config.recaptchaSiteKey);
    try {
      const answer = await call({ ...body, ...(recaptchaToken ? { recaptchaToken } : {}) });
      setStatus({ type: 'success', message: answer.message || REQUEST_SUCCESS });
      trackConversion(action, config.conversionId);
      return true;
    } catch (error) {
      const apiError = (error ?? {}) as ApiErrorLike;
      for (const fieldError of apiError.fieldErrors ?? []) {
        const name = fieldError.path[0];
        if (name) setError(name as Path<TValues>, { type: 'server', message: fieldError.message });
      }
      setStatus({ type: 'danger', message: apiError.message ?? 'Įvyko klaida. Bandykite dar kartą.' });
      return false;
    }
  }

  return { status, send, clear: () => setStatus(null) };
}
