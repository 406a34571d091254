import { useState } from 'react';
import styled from 'styled-components';
import type { EntityId, ReviewStatus } from '@ratai/domain';
import { type ModerationCar, useApproveCarMutation, useRejectCarMutation } from '@ratai/api-client';
import { Alert, Button } from '@ratai/ui';
import { failureText } from '../../lib/format';
import { ReasonForm } from './ReasonForm';

export const ActionRow = styled.div`
  display: flex;
  margin-top: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * 'Patvirtinti' and 'Atmesti' of one listing (the API's moderation routes). Rejecting asks for a
 * reason ('Priežastis', ReasonForm), which the owner reads on their listing. `onDone` gets the
 * approved listing too: approving a revision answers the listing it was merged into (another id).
 */
export function ReviewActions({
  carId,
  status,
  onDone,
}: {
  carId: EntityId;
  status: ReviewStatus;
  onDone: (text: string, approved?: ModerationCar) => void;
}) {
  const [approve, approving] = useApproveCarMutation();
  const [reject, rejecting] = useRejectCarMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onApprove = async () => {
    setFailure(null);
    try {
      const approved = await approve(carId).unwrap();
      onDone('Skelbimas patvirtintas.', approved);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const onReject = async (reason: string) => {
    setFailure(null);
    try {
      await reject({ id: carId, reason }).unwrap();
      setRejectOpen(false);
      onDone('Skelbimas atmestas. Savininkas matys priežastį.');
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <>
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <ActionRow>
        <Button onClick={() => void onApprove()} loading={approving.isLoading} disabled={status === 'approved'}>
          Patvirtinti
        </Button>
        {rejectOpen ? null : (
          <Button variant="danger" onClick={() => setRejectOpen(true)}>
            Atmesti
          </Button>
        )}
      </ActionRow>
      {rejectOpen ? (
        <ReasonForm
          name="Atmetimas"
          hint="Savininkas matys šį tekstą prie savo skelbimo."
          submitLabel="Atmesti"
          loading={rejecting.isLoading}
          onSubmit={onReject}
          onCancel={() => setRejectOpen(false)}
        />
      ) : null}
    </>
  );
}
