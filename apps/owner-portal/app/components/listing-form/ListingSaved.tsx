import { LISTING_CREATED, LISTING_UPDATED } from '@ratai/domain';
import { Alert, Button } from '@ratai/ui';
import { ButtonRow } from '../layout/Page';

/** The note under the success text (spec §2.11: the team approves it soon, only then it is public). */
export const REVIEW_NOTE = 'Mūsų komanda jį netrukus peržiūrės ir patvirtins – tik tada skelbimas bus matomas viešai.';

/** The success screen of the upload/edit form (spec §2.11, §4). */
export function ListingSaved({ mode, onAnother }: { mode: 'create' | 'edit'; onAnother?: () => void }) {
  return (
    <>
      <Alert type="success" title={mode === 'create' ? LISTING_CREATED : LISTING_UPDATED}>
        {REVIEW_NOTE}
      </Alert>
      <ButtonRow>
        <Button href="/paskyra/automobiliai">Į automobilių sąrašą</Button>
        {onAnother ? (
          <Button variant="secondary" onClick={onAnother}>
            Įkelti dar vieną
          </Button>
        ) : null}
      </ButtonRow>
    </>
  );
}
