import type { ReactNode } from 'react';
import { SAVE, UPDATE } from '@ratai/domain';
import { Alert, Button, FormActions } from '@ratai/ui';
import { ButtonRow } from '../layout/Page';
import type { ProfileFormState } from './use-profile-form';
import { PROFILE_UPDATED } from './use-profile-save';

/**
 * What both profile details forms show around their fields: the failure line, the note after
 * 'Atnaujinti', the extra buttons and the submit button ('Atnaujinti' or 'Išsaugoti').
 */
export function ProfileFormFrame({
  label,
  extraActions,
  children,
  onSubmit,
  failure,
  updatedNote,
  saving,
  updating,
}: ProfileFormState & { label: string; extraActions?: ReactNode; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {children}
      {updatedNote ? <Alert type="success">{PROFILE_UPDATED}</Alert> : null}
      <FormActions>
        <ButtonRow>
          {extraActions}
          <Button type="submit" loading={saving}>
            {updating ? UPDATE : SAVE}
          </Button>
        </ButtonRow>
      </FormActions>
    </form>
  );
}
