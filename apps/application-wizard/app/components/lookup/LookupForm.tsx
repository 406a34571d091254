import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiClientError, useLazyGetApplicationQuery } from '@ratai/api-client';
import { Alert, Button, FormActions, FormRow, TextField } from '@ratai/ui';
import { useHydrated } from '@ratai/app-shell';
import { LookupFormSchema, type LookupFormInput, type LookupFormOutput } from './lookup-schema';
import { keyFromHash, statusHref } from '../../lib/access-key';

/** Shown when the page was opened without the e-mail link's key: the API would refuse the lookup. */
export const NO_KEY =
  'Paraišką galima peržiūrėti tik atidarius nuorodą iš el. laiško, kurį gavote pateikę paraišką (arba mygtuką „Peržiūrėti paraišką“ padėkos puslapyje).';

/**
 * Application lookup (spec §2.10): the application's number and the last four digits of the
 * personal code. A match leads to the application's status page (issue 17: the same page as the
 * e-mail link), which shows the application without personal data. A wrong number, wrong digits
 * and a locked application get the API's one answer (it does not tell which).
 */
export function LookupForm({ initialId }: { initialId: string }) {
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  // The access key of the e-mail link's fragment (lib/access-key.ts); read after hydration, since
  // the server never sees a fragment. undefined: not read yet; null: the page was opened without it.
  const [accessKey, setAccessKey] = useState<string | null | undefined>(undefined);
  useEffect(() => setAccessKey(keyFromHash(window.location.hash)), []);
  const [lookup] = useLazyGetApplicationQuery();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LookupFormInput, unknown, LookupFormOutput>({
    resolver: valibotResolver(LookupFormSchema),
    defaultValues: { id: initialId, personalCode: '' },
  });

  const submit = handleSubmit(async ({ id, personalCode }) => {
    setFailure(null);
    if (!accessKey) {
      setFailure(NO_KEY);
      return;
    }
    try {
      // The answer's personal data is not shown: the match is the proof, the status page the result.
      await lookup({ id, last4: personalCode, accessKey }).unwrap();
      await navigate(statusHref(id, accessKey));
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : 'Nepavyko rasti paraiškos. Bandykite dar kartą.');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Paraiškos paieška" data-hydrated={hydrated || undefined}>
      {accessKey === null && !failure ? <Alert type="info">{NO_KEY}</Alert> : null}
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
  );
}
