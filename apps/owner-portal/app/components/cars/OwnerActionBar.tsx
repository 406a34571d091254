import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRM_DELETE, CONFIRM_HIDE, CONFIRM_SHOW, DUPLICATE_TEXTS, OWNER_ACTIONS, type OwnCarAdvertisement } from '@ratai/domain';
import { useChangeVisibilityMutation, useDeleteCarMutation, useDuplicateCarMutation } from '@ratai/api-client';
import { Button, ConfirmDialog } from '@ratai/ui';
import { ButtonRow } from '../layout/Page';

/** The car list's address: where a deleted car's owner lands (spec §2 routes). */
export const CAR_LIST_PATH = '/paskyra/automobiliai';

type Pending = 'visibility' | 'delete' | null;

/**
 * The owner action bar of spec §2.6: Redaguoti, Kopijuoti (issue 16), Rodyti/Paslėpti, Ištrinti, each change asked
 * first. Visibility: the card changes only after the call succeeds (the user is refreshed by the
 * call's cache tags); a failure is only logged (§8). Delete, as §4 orders it: go to the car list,
 * then call delete, then reload the page whether or not it succeeded.
 */
export function OwnerActionBar({
  car,
  withEdit = true,
  reload = () => window.location.reload(),
}: {
  car: Pick<OwnCarAdvertisement, 'id' | 'visibility' | 'carMake' | 'carModel'>;
  /** False on the edit page itself. */
  withEdit?: boolean;
  /** How the page reloads after a delete (tests pass a spy). */
  reload?: () => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [changeVisibility, visibility] = useChangeVisibilityMutation();
  const [deleteCar, deletion] = useDeleteCarMutation();
  const [duplicateCar, duplication] = useDuplicateCarMutation();
  const hidden = car.visibility === 'hidden';
  const name = `${car.carMake.name} ${car.carModel.name}`;

  const toggleVisibility = async () => {
    try {
      await changeVisibility({ id: car.id, visibility: hidden ? 'visible' : 'hidden' }).unwrap();
    } catch (error) {
      console.error('changing visibility failed', error);
    }
    setPending(null);
  };

  // Issue 16: the copy (fields and photos) opens as a draft of the upload form; nothing is public
  // or sent for review until the owner uploads it. A failure is logged like the other actions (§8).
  const duplicate = async () => {
    try {
      const draft = await duplicateCar(car.id).unwrap();
      await navigate(`/paskyra/automobiliai/ikelti?juodrastis=${draft.id}`);
    } catch (error) {
      console.error('duplicating the listing failed', error);
    }
  };

  const remove = async () => {
    await navigate(CAR_LIST_PATH);
    try {
      await deleteCar(car.id).unwrap();
    } catch (error) {
      console.error('deleting the listing failed', error);
    }
    reload();
  };

  return (
    <>
      <ButtonRow role="group" aria-label={`${name}: veiksmai`}>
        {withEdit ? (
          <Button href={`/paskyra/automobiliai/redaguoti/${car.id}`} variant="secondary" size="sm" aria-label={`${OWNER_ACTIONS.edit}: ${name}`}>
            {OWNER_ACTIONS.edit}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" loading={duplication.isLoading} onClick={() => void duplicate()} aria-label={`${DUPLICATE_TEXTS.action}: ${name}`}>
          {DUPLICATE_TEXTS.action}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPending('visibility')} aria-label={`${hidden ? OWNER_ACTIONS.show : OWNER_ACTIONS.hide}: ${name}`}>
          {hidden ? OWNER_ACTIONS.show : OWNER_ACTIONS.hide}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setPending('delete')} aria-label={`${OWNER_ACTIONS.delete}: ${name}`}>
          {OWNER_ACTIONS.delete}
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={pending === 'visibility'}
        onConfirm={() => void toggleVisibility()}
        onCancel={() => setPending(null)}
        loading={visibility.isLoading}
        confirmLabel={hidden ? OWNER_ACTIONS.show : OWNER_ACTIONS.hide}
      >
        {hidden ? CONFIRM_SHOW : CONFIRM_HIDE}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
        loading={deletion.isLoading}
        confirmLabel={OWNER_ACTIONS.delete}
        confirmVariant="danger"
      >
        {CONFIRM_DELETE}
      </ConfirmDialog>
    </>
  );
}
