import { useState } from 'react';
import styled from 'styled-components';
import type { BulkApproveResult, EntityId } from '@ratai/domain';
import { useBulkApproveCarsMutation } from '@ratai/api-client';
import { Alert, Button } from '@ratai/ui';
import { failureText } from '../../lib/format';

const Bar = styled.div`
  display: flex;
  margin: ${({ theme }) => theme.space.md} 0;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The queue's row checkboxes: a native input named after the car (the table has no label column). */
export const RowCheck = styled.input.attrs({ type: 'checkbox' })`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

/** What a bulk approve did, in one sentence per outcome (ids named where the team must act). */
export function bulkApproveSummary(results: readonly BulkApproveResult[]): { text: string; allApproved: boolean } {
  const approved = results.filter((r) => r.outcome === 'approved');
  const own = results.filter((r) => r.outcome === 'own').map((r) => `Nr. ${r.id}`);
  const missing = results.filter((r) => r.outcome === 'not_found').map((r) => `Nr. ${r.id}`);
  const parts = [`Patvirtinta skelbimų: ${approved.length}.`];
  if (own.length > 0) parts.push(`Savo skelbimų patvirtinti negalite – juos turi peržiūrėti kitas komandos narys: ${own.join(', ')}.`);
  if (missing.length > 0) parts.push(`Nerasti (galbūt ištrinti): ${missing.join(', ')}.`);
  return { text: parts.join(' '), allApproved: approved.length === results.length };
}

/** The selected rows of the queue page. */
export function useSelection() {
  const [selected, setSelected] = useState<EntityId[]>([]);
  return {
    selected,
    has: (id: EntityId) => selected.includes(id),
    toggle: (id: EntityId) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])),
    setAll: (ids: EntityId[], on: boolean) => setSelected(on ? ids : []),
    clear: () => setSelected([]),
  };
}

/**
 * 'Patvirtinti pažymėtus': approves the checked listings in one call. The API approves each one
 * as its own approve would (audit entry, owner's e-mail) and refuses the team member's own, so the
 * answer is read per id and told plainly.
 */
export function BulkApproveBar({ selected, onDone }: { selected: EntityId[]; onDone: () => void }) {
  const [approve, approving] = useBulkApproveCarsMutation();
  const [result, setResult] = useState<{ text: string; allApproved: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onApprove = async () => {
    setFailure(null);
    setResult(null);
    try {
      setResult(bulkApproveSummary(await approve(selected).unwrap()));
      onDone();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <>
      {result ? <Alert type={result.allApproved ? 'success' : 'warning'}>{result.text}</Alert> : null}
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <Bar>
        <Button onClick={() => void onApprove()} disabled={selected.length === 0} loading={approving.isLoading}>
          Patvirtinti pažymėtus{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
        <span aria-live="polite">{selected.length > 0 ? `Pažymėta: ${selected.length}` : 'Pažymėkite skelbimus, kuriuos norite patvirtinti.'}</span>
      </Bar>
    </>
  );
}
