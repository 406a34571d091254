import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiClientError } from '@ratai/api-client';

/** Shown under the profile form after 'Atnaujinti' succeeded (issue 16; our wording). */
export const PROFILE_UPDATED = 'Profilio duomenys atnaujinti. Laukuose – išsaugotos reikšmės.';

/**
 * Runs a profile save. The API's field errors (e.g. a company code it refuses) land at their
 * fields; any other failure is logged and shown as one line, so the owner is never left with a
 * form that silently did nothing (the spec's "ignored or logged" is kept for the log, see README).
 */
export function useProfileSave<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      console.error('saving the profile failed', error);
      if (isApiClientError(error) && error.fieldErrors.length > 0) {
        for (const field of error.fieldErrors) {
          if (field.path[0]) setError(field.path[0] as Path<T>, { message: field.message });
        }
      } else {
        setFailure(isApiClientError(error) ? error.message : 'Nepavyko išsaugoti. Bandykite dar kartą.');
      }
      return false;
    }
  };
  return { failure, run };
}
