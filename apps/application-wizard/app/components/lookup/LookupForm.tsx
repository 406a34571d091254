import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiClientError, useLazyGetApplicationQuery } from '@ratai/api-client';
import type { ApplicationRead } from '@ratai/domain';
import { Alert, Button, FormActions, FormRow, TextField } from '@ratai/ui';
import { useHydrated } from '../../lib/use-hydrated';
import { ApplicationView } from './ApplicationView';
import { LookupFormSchema, type LookupFormInput, type LookupFormOutput } from './lookup-schema';

/**
 * Application lookup (spec §2.10): the application's number and the last four digits of the
 * personal code; the matched application is shown with the codes masked. A wrong number, wrong
 * digits and a locked application get the API's one answer (it does not tell which).
 */
export function LookupForm({ initialId }: { initialId: string }) {
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const [application, setApplication] = useState<ApplicationRead | null>(null);
  const [lookup] = useLazyGetApplicationQuery();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LookupFormInput, unknown, LookupFormOutput>({
    resolver: valibotResolver(LookupFormSchema),
    defaultValues: { id: initialId, personalCode: '' },
  });

  useEffect(() => {
    // Take keyboard and screen-reader users to what was found.
    if (application) document.getElementById('rasta-paraiska')?.focus();
  }, [application]);

  const submit = handleSubmit(async ({ id, personalCode }) => {
    setFailure(null);
    setApplication(null);
    try {
      setApplication(await lookup({ id, last4: personalCode }).unwrap());
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : 'Nepavyko rasti paraiškos. Bandykite dar kartą.');
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Paraiškos paieška" data-hydrated={hydrated || undefined}>
        {failure ? <Alert type="danger">{failure}</Alert> : null}
        <FormRow>
          <TextField label="Paraiškos numeris" required autoComplete="off" error={errors.id?.message} {...register('id')} />
          <TextField
            label="Paskutiniai 4 asmens kodo skaitmenys"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            error={errors.personalCode?.message}
            {...register('personalCode')}
          />
        </FormRow>
        <FormActions>
          <Button type="submit" loading={isSubmitting}>
            Rasti paraišką
          </Button>
        </FormActions>
      </form>
      {application ? <ApplicationView application={application} /> : null}
    </>
  );
}
