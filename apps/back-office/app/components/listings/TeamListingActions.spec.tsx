import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { TeamListingActions } from './TeamListingActions';

const URL = '/api/moderation/car-advertisements/7';

describe('TeamListingActions', () => {
  it("'Paslėpti' needs a reason in 'Priežastis', then hides with it", async () => {
    const fake = createFakeFetch().on('POST', `${URL}/hide`, { id: 7 });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderBackOffice(<TeamListingActions carId={7} hiddenByTeam={null} onDone={onDone} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Paslėpti' }));
    const form = screen.getByRole('form', { name: 'Slėpimas' });
    await user.click(screen.getByRole('button', { name: 'Paslėpti' }));
    expect(await screen.findByLabelText('Priežastis')).toHaveAccessibleDescription(/Laukas yra privalomas/);
    expect(fake.calls('POST', `${URL}/hide`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Priežastis'), 'Automobilis jau parduotas');
    await user.click(screen.getByRole('button', { name: 'Paslėpti' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Skelbimas paslėptas. Savininkui išsiųstas laiškas su priežastimi.'));
    expect(fake.calls('POST', `${URL}/hide`)[0].body).toEqual({ reason: 'Automobilis jau parduotas' });
    expect(form).not.toBeInTheDocument();
  });

  it("offers 'Vėl rodyti' for a listing the team hid, and keeps the reason when the API refuses", async () => {
    const fake = createFakeFetch().on('POST', `${URL}/unhide`, () =>
      apiErrorResponse(403, 'Savo paties skelbimo vėl rodyti negalite – tai turi nuspręsti kitas komandos narys.'),
    );
    const user = userEvent.setup();
    renderBackOffice(<TeamListingActions carId={7} hiddenByTeam={{ reason: 'Tikriname', hiddenAt: '2026-11-26T06:00:00.000Z' }} onDone={jest.fn()} />, { fake });
    expect(screen.queryByRole('button', { name: 'Paslėpti' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Vėl rodyti' }));
    await user.type(screen.getByLabelText('Priežastis'), 'Dokumentai patikrinti');
    await user.click(screen.getByRole('button', { name: 'Vėl rodyti' }));
    expect(await screen.findByText(/Savo paties skelbimo vėl rodyti negalite/)).toBeInTheDocument();
    expect(screen.getByLabelText('Priežastis')).toHaveValue('Dokumentai patikrinti');
  });

  it("'Ištrinti' deletes with the reason and goes back to the list", async () => {
    const fake = createFakeFetch().on('POST', `${URL}/delete`, { id: 7, deleted: true });
    const user = userEvent.setup();
    renderBackOffice(<TeamListingActions carId={7} hiddenByTeam={null} onDone={jest.fn()} />, { fake, url: '/skelbimai/7' });
    await user.click(await screen.findByRole('button', { name: 'Ištrinti' }));
    await user.type(screen.getByLabelText('Priežastis'), 'Skelbimas pažeidžia taisykles');
    await user.click(screen.getByRole('button', { name: 'Ištrinti visam laikui' }));
    await waitFor(() => expect(fake.calls('POST', `${URL}/delete`)).toHaveLength(1));
    expect(fake.calls('POST', `${URL}/delete`)[0].body).toEqual({ reason: 'Skelbimas pažeidžia taisykles' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ištrinti visam laikui' })).not.toBeInTheDocument());
  });
});
