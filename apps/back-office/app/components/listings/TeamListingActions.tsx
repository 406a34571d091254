import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EntityId, TeamHiding } from '@ratai/domain';
import { useDeleteCarByTeamMutation, useHideCarMutation, useUnhideCarMutation } from '@ratai/api-client';
import { Alert, Button } from '@ratai/ui';
import { failureText } from '../../lib/format';
import { ReasonForm } from './ReasonForm';
import { ActionRow } from './ReviewActions';

type Open = 'hide' | 'unhide' | 'delete' | null;

/** The three actions' forms: what the button says and what the team is told before and after. */
const FORMS = {
  hide: {
    name: 'Slėpimas',
    hint: 'Skelbimas iškart dings iš svetainės. Savininkas matys šį tekstą ir gaus laišką; pats skelbimo vėl parodyti negalės.',
    submitLabel: 'Paslėpti',
    done: 'Skelbimas paslėptas. Savininkui išsiųstas laiškas su priežastimi.',
  },
  unhide: {
    name: 'Rodymas',
    hint: 'Skelbimas vėl bus rodomas, jei jis patvirtintas ir savininkas jo nepaslėpė. Priežastis įrašoma į veiksmų žurnalą.',
    submitLabel: 'Vėl rodyti',
    done: 'Skelbimas vėl rodomas.',
  },
  delete: {
    name: 'Ištrynimas',
    hint: 'Skelbimas su nuotraukomis bus ištrintas visam laikui. Savininkas gaus laišką su šia priežastimi.',
    submitLabel: 'Ištrinti visam laikui',
    done: 'Skelbimas ištrintas. Savininkui išsiųstas laiškas su priežastimi.',
  },
} as const;

/**
 * The team's hide / unhide / delete of any listing, each with a reason ('Priežastis'). Hidden by
 * the team is the team's own flag: only 'Vėl rodyti' here lifts it. A deleted listing has no page
 * left: the team goes back to the list, told what happened.
 */
export function TeamListingActions({ carId, hiddenByTeam, onDone }: { carId: EntityId; hiddenByTeam: TeamHiding | null; onDone: (text: string) => void }) {
  const navigate = useNavigate();
  const [hide, hiding] = useHideCarMutation();
  const [unhide, unhiding] = useUnhideCarMutation();
  const [remove, removing] = useDeleteCarByTeamMutation();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: Exclude<Open, null>, reason: string) => {
    setFailure(null);
    try {
      if (action === 'hide') await hide({ id: carId, reason }).unwrap();
      if (action === 'unhide') await unhide({ id: carId, reason }).unwrap();
      if (action === 'delete') {
        await remove({ id: carId, reason }).unwrap();
        navigate('/skelbimai', { state: { notice: FORMS.delete.done } });
        return;
      }
      setOpen(null);
      onDone(FORMS[action].done);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const loading = { hide: hiding.isLoading, unhide: unhiding.isLoading, delete: removing.isLoading };
  return (
    <>
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {open ? null : (
        <ActionRow>
          {hiddenByTeam ? (
            <Button variant="secondary" onClick={() => setOpen('unhide')}>
              Vėl rodyti
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setOpen('hide')}>
              Paslėpti
            </Button>
          )}
          <Button variant="danger" onClick={() => setOpen('delete')}>
            Ištrinti
          </Button>
        </ActionRow>
      )}
      {open ? (
        <ReasonForm
          key={open}
          {...FORMS[open]}
          variant={open === 'unhide' ? 'primary' : 'danger'}
          loading={loading[open]}
          onSubmit={(reason) => run(open, reason)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
