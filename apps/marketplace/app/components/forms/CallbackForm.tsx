import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { useCallbackRequestMutation } from '@ratai/api-client';
import { PHONE_PREFIX } from '@ratai/domain';
import { Alert, Button, TextField } from '@ratai/ui';
import { CallbackRequestSchema, type CallbackRequestInput, type CallbackRequestOutput } from '@ratai/validation';
import { useHydrated } from '../../lib/use-hydrated';
import { TermsConsent } from '../calculators/TermsConsent';
import { useLeadSubmit } from './useLeadSubmit';

export const CALLBACK_TITLE = 'Norite uždirbti su savo automobiliu?';
export const CALLBACK_SUBTITLE =
  'Palikite vardą ir telefono numerį – per 24 valandas paskambinsime ir pateiksime individualų pasiūlymą.';

const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
    setError,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CallbackRequestInput, unknown, CallbackRequestOutput>({
    resolver: valibotResolver(CallbackRequestSchema),
    defaultValues: EMPTY,
  });
  const { status, send } = useLeadSubmit<CallbackRequestInput>('callback_request', setError);

  const submit = handleSubmit(async (values) => {
    const sent = await send(values, (body) => callbackRequest(body).unwrap());
    if (sent) reset(EMPTY);
  });

  return (
    <Card>
      <Title id="callback-title">{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
      {status ? <Alert type={status.type}>{status.message}</Alert> : null}
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
    </Card>
  );
}
