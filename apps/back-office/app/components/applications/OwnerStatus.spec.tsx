import { screen } from '@testing-library/react';
import { renderBackOffice } from '../../test/render';
import { OwnerStatusDetails, OwnerStatusLine, ownerStatusText } from './OwnerStatus';

const passedAt = '2026-11-20T08:00:00.000Z';

describe('the owner status in the back office', () => {
  it('says nothing before the application was passed to the owner', () => {
    expect(ownerStatusText({ passedToOwnerAt: null, ownerStatus: null })).toBeNull();
  });

  it('says when the owner has not marked it yet', () => {
    expect(ownerStatusText({ passedToOwnerAt: passedAt, ownerStatus: null })).toBe('Savininkas dar nepažymėjo');
  });

  it("shows the owner's status with when it changed in the list", () => {
    renderBackOffice(
      <OwnerStatusLine application={{ passedToOwnerAt: passedAt, ownerStatus: { status: 'viewing_booked', note: null, changedAt: '2026-11-21T10:30:00.000Z' } }} />,
    );
    expect(screen.getByText('Savininkas: Apžiūra suderinta')).toBeInTheDocument();
    expect(screen.getByText(/2026-11-21/)).toBeInTheDocument();
  });

  it("shows the owner's note and asks the team to confirm an owner's 'Sutartis pasirašyta' itself", () => {
    renderBackOffice(
      <OwnerStatusDetails
        application={{
          pipelineStatus: 'sent_to_owner',
          passedToOwnerAt: passedAt,
          ownerStatus: { status: 'contract_signed', note: 'Pasirašėme penktadienį', changedAt: '2026-11-21T10:30:00.000Z' },
        }}
      />,
    );
    expect(screen.getByText('Savininko būsena: Sutartis pasirašyta')).toBeInTheDocument();
    expect(screen.getByText('Savininko pastaba: Pasirašėme penktadienį')).toBeInTheDocument();
    expect(screen.getByText(/patikrinkite ir pakeiskite ją patys/)).toBeInTheDocument();
  });

  it('does not ask for a confirmation once the team closed the application', () => {
    renderBackOffice(
      <OwnerStatusDetails
        application={{ pipelineStatus: 'contract_signed', passedToOwnerAt: passedAt, ownerStatus: { status: 'contract_signed', note: null, changedAt: passedAt } }}
      />,
    );
    expect(screen.queryByText(/patikrinkite/)).not.toBeInTheDocument();
  });
});
