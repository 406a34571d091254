import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { BulkApproveBar, bulkApproveSummary } from './BulkApprove';

describe('bulk approve', () => {
  it('tells per outcome what happened, naming the ids the team must act on', () => {
    expect(bulkApproveSummary([{ id: 1, outcome: 'approved' }, { id: 2, outcome: 'approved' }])).toEqual({ text: 'Patvirtinta skelbimų: 2.', allApproved: true });
    expect(
      bulkApproveSummary([
        { id: 1, outcome: 'approved' },
        { id: 5, outcome: 'own' },
        { id: 9, outcome: 'not_found' },
      ]),
    ).toEqual({
      text: 'Patvirtinta skelbimų: 1. Savo skelbimų patvirtinti negalite – juos turi peržiūrėti kitas komandos narys: Nr. 5. Nerasti (galbūt ištrinti): Nr. 9.',
      allApproved: false,
    });
  });

  it("'Patvirtinti pažymėtus' sends the checked ids and shows the answer", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/car-advertisements/bulk-approve', {
      data: [
        { id: 3, outcome: 'approved' },
        { id: 4, outcome: 'own' },
      ],
    });
    const onDone = jest.fn();
    renderBackOffice(<BulkApproveBar selected={[3, 4]} onDone={onDone} />, { fake });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Patvirtinti pažymėtus (2)' }));
    expect(await screen.findByText(/Patvirtinta skelbimų: 1\. Savo skelbimų patvirtinti negalite/)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/car-advertisements/bulk-approve')[0].body).toEqual({ ids: [3, 4] });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('cannot be pressed with nothing checked', async () => {
    renderBackOffice(<BulkApproveBar selected={[]} onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Patvirtinti pažymėtus' })).toBeDisabled();
  });
});
