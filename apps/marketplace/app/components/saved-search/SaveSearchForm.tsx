import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { useSaveSearchMutation, isApiClientError } from '@ratai/api-client';
import { SAVED_SEARCH_TEXTS } from '@ratai/domain';
import { Alert, Button, Checkbox, TextField } from '@ratai/ui';
import { SavedSearchRequestSchema, type SavedSearchRequest, type SavedSearchRequestInput } from '@ratai/validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 520px;
`;

/**
 * 'Išsaugoti paiešką' opened (issue 17): the e-mail address and the consent; the current search's
 * query goes with them. Loaded only when the visitor opens it (SaveSearch.tsx). What was typed
 * stays on a refusal; the API's field messages show under the fields.
 */
export function SaveSearchForm({ query }: { query: string }) {
  const [saveSearch] = useSaveSearchMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SavedSearchRequestInput, unknown, SavedSearchRequest>({
    resolver: valibotResolver(SavedSearchRequestSchema),
    defaultValues: { email: '', query, termsAgreed: false },
  });

  if (done) return <Alert type="success">{done}</Alert>;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setDone((await saveSearch(body).unwrap()).message);
    } catch (error) {
      if (!isApiClientError(error)) throw error;
      let onField = false;
      for (const fieldError of error.fieldErrors) {
        const name = fieldError.path[0];
        if (name === 'email' || name === 'termsAgreed') {
          setError(name, { message: fieldError.message });
          onField = true;
        }
      }
      if (!onField) setFailure(error.message);
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={SAVED_SEARCH_TEXTS.title}>
      <p>{SAVED_SEARCH_TEXTS.intro}</p>
      <TextField label={SAVED_SEARCH_TEXTS.emailLabel} type="email" autoComplete="email" error={errors.email?.message} required {...register('email')} />
      <input type="hidden" {...register('query')} />
      <Checkbox label={SAVED_SEARCH_TEXTS.consent} error={errors.termsAgreed?.message} {...register('termsAgreed')} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <div>
        <Button type="submit" loading={isSubmitting}>
          {SAVED_SEARCH_TEXTS.submit}
        </Button>
      </div>
    </Form>
  );
}
