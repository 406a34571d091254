import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamOwnerDetail } from '@ratai/domain';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { OwnerBlockPanel } from './OwnerBlockPanel';

const owner: TeamOwnerDetail = {
  id: 5,
  email: 'savininkas@pavyzdys.lt',
  displayName: 'UAB Testo ratai',
  profileType: 'company',
  counts: { total: 2, public: 1, pending: 1 },
  blocked: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  company: null,
  personal: null,
};

const REASON = 'Skelbimuose svetimi automobiliai';

describe('OwnerBlockPanel', () => {
  it("'Užblokuoti' requires a reason in 'Priežastis', then blocks", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/owners/5/block', { ...owner, blocked: { at: '2026-11-26T06:00:00.000Z', reason: REASON } });
    const user = userEvent.setup();
    renderBackOffice(<OwnerBlockPanel owner={owner} />, { fake });
    expect(screen.getByText('Aktyvus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Užblokuoti' }));
    expect(await screen.findByLabelText('Priežastis')).toHaveAccessibleDescription(/Nurodykite priežastį/);
    expect(fake.calls('POST', '/api/moderation/owners/5/block')).toHaveLength(0);

    await user.type(screen.getByLabelText('Priežastis'), REASON);
    await user.click(screen.getByRole('button', { name: 'Užblokuoti' }));
    expect(await screen.findByText(/Savininkas užblokuotas/)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/owners/5/block')[0].body).toEqual({ reason: REASON });
  });

  it("a blocked owner shows since when and why, and 'Atblokuoti' unblocks", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/owners/5/unblock', owner);
    const user = userEvent.setup();
    renderBackOffice(<OwnerBlockPanel owner={{ ...owner, blocked: { at: '2026-11-26T06:00:00.000Z', reason: REASON } }} />, { fake });
    expect(screen.getByText('Užblokuotas')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(REASON))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Priežastis'), 'Dokumentai patikrinti');
    await user.click(screen.getByRole('button', { name: 'Atblokuoti' }));
    expect(await screen.findByText(/Savininkas atblokuotas/)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/owners/5/unblock')[0].body).toEqual({ reason: 'Dokumentai patikrinti' });
  });

  it("shows the API's refusal (a team account) as it is", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/owners/5/block', apiErrorResponse(403, 'Komandos paskyrų blokuoti negalima.'));
    const user = userEvent.setup();
    renderBackOffice(<OwnerBlockPanel owner={owner} />, { fake });
    await user.type(screen.getByLabelText('Priežastis'), REASON);
    await user.click(screen.getByRole('button', { name: 'Užblokuoti' }));
    expect(await screen.findByText('Komandos paskyrų blokuoti negalima.')).toBeInTheDocument();
  });
});
