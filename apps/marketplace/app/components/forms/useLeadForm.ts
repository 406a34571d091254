import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { RecaptchaAction } from '../../lib/recaptcha';
import { useLeadSubmit } from './useLeadSubmit';

export interface UseLeadFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** The starting values; the form goes back to them after a successful send. */
  empty: TInput;
  action: RecaptchaAction;
  /** Sends the validated values (with the reCAPTCHA token, if any) to the API. */
  call: (body: TOutput & { recaptchaToken?: string }) => Promise<{ message?: string }>;
}

/**
 * A request form (spec §2.12, §2.13): react-hook-form with the given resolver, plus `submit`,
 * which sends through useLeadSubmit and empties the form on success, and the outcome `status`.
 */
export function useLeadForm<TInput extends FieldValues, TOutput extends FieldValues>({
  resolver,
  empty,
  action,
  call,
}: UseLeadFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: empty as DefaultValues<TInput> });
  const { status, send } = useLeadSubmit<TInput>(action, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const sent = await send(values, call);
    if (sent) form.reset(empty);
  });

  return { ...form, status, submit };
}
