import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallbackRequestMutation } from '@ratai/api-client';
import { PHONE_PREFIX } from '@ratai/domain';
import { Button, TextField } from '@ratai/ui';
import { CallbackRequestSchema, type CallbackRequestInput, type CallbackRequestOutput } from '@ratai/validation';
import { useHydrated } from '@ratai/app-shell';
import { TermsConsent } from '../calculators/TermsConsent';
import { useLeadForm } from './useLeadForm';
import { LeadFormCard } from './LeadFormCard';

export const CALLBACK_TITLE = 'Norite uždirbti su savo automobiliu?';
export const CALLBACK_SUBTITLE =
  'Palikite vardą ir telefono numerį – per 24 valandas paskambinsime ir pateiksime individualų pasiūlymą.';

const EMPTY: CallbackRequestInput = { name: '', phone: PHONE_PREFIX, termsAgreed: false };

/**
 * The callback request form (spec §2.13): name and phone (starting with +370), consent.
 * Sent to POST /email/request; the API adds the consumer-conversion subject.
 */
export function CallbackForm({ title = CALLBACK_TITLE, subtitle = CALLBACK_SUBTITLE }: { title?: string; subtitle?: string }) {
  const [callbackRequest] = useCallbackRequestMutation();
  const hydrated = useHydrated();
  const {
    register,
    status,
    submit,
    formState: { errors, isSubmitting },
  } = useLeadForm<CallbackRequestInput, CallbackRequestOutput>({
    resolver: valibotResolver(CallbackRequestSchema),
    empty: EMPTY,
    action: 'callback_request',
    call: (body) => callbackRequest(body).unwrap(),
  });

  return (
    <LeadFormCard titleId="callback-title" title={title} subtitle={subtitle} status={status}>
      <form onSubmit={submit} noValidate aria-labelledby="callback-title" data-hydrated={hydrated || undefined}>
        <TextField label="Vardas" autoComplete="given-name" error={errors.name?.message} required {...register('name')} />
        <TextField
          label="Telefono numeris"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          required
          {...register('phone')}
        />
        <TermsConsent registration={register('termsAgreed')} error={errors.termsAgreed?.message} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Laukiu skambučio
        </Button>
      </form>
    </LeadFormCard>
  );
}
