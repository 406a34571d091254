import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { ReviewActions } from './ReviewActions';

describe('ReviewActions', () => {
  it("'Patvirtinti' approves the listing", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/car-advertisements/7/approve', { id: 7 });
    const onDone = jest.fn();
    renderBackOffice(<ReviewActions carId={7} status="pending" onDone={onDone} />, { fake });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Skelbimas patvirtintas.', { id: 7 }));
    expect(fake.calls('POST', '/api/moderation/car-advertisements/7/approve')).toHaveLength(1);
  });

  it("approving a revision hands over the listing it was merged into (the API's answer, another id)", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/car-advertisements/12/approve', { data: { id: 3, revision: null } });
    const onDone = jest.fn();
    renderBackOffice(<ReviewActions carId={12} status="pending" onDone={onDone} />, { fake });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Skelbimas patvirtintas.', { id: 3, revision: null }));
  });

  it("'Atmesti' requires a reason in 'Priežastis', then sends it", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/car-advertisements/7/reject', { id: 7 });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderBackOffice(<ReviewActions carId={7} status="pending" onDone={onDone} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Atmesti' }));
    const form = screen.getByRole('form', { name: 'Atmetimas' });
    await user.click(screen.getAllByRole('button', { name: 'Atmesti' }).at(-1) as HTMLElement);
    expect(await screen.findByLabelText('Priežastis')).toHaveAccessibleDescription(/Laukas yra privalomas/);
    expect(fake.calls('POST', '/api/moderation/car-advertisements/7/reject')).toHaveLength(0);
    await user.type(screen.getByLabelText('Priežastis'), 'Nuotraukose matyti valstybinis numeris');
    await user.click(screen.getAllByRole('button', { name: 'Atmesti' }).at(-1) as HTMLElement);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.calls('POST', '/api/moderation/car-advertisements/7/reject')[0].body).toEqual({ reason: 'Nuotraukose matyti valstybinis numeris' });
    expect(form).not.toBeInTheDocument();
  });
});
