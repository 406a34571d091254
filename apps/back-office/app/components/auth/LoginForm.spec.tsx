import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { NOT_TEAM_MESSAGE } from '../../lib/session';
import { LoginForm } from './LoginForm';

const auth = { jwt: 'a.b.c', user: { id: 1, email: 'komanda@ratai.lt', username: 'komanda@ratai.lt' } };
const me = (roles: string[]) => ({
  id: 1,
  email: 'x@ratai.lt',
  username: 'x@ratai.lt',
  profileType: null,
  personalDetail: null,
  companyDetail: null,
  carAdvertisements: [],
  systemRoles: roles.map((name) => ({ name })),
});

async function signIn(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('El. paštas'), email);
  await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas123!');
  await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
}

describe('the team sign-in', () => {
  it('lets a team account in', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', auth).on('GET', '/api/users/me', me(['team']));
    const onSuccess = jest.fn();
    renderBackOffice(<LoginForm onSuccess={onSuccess} />, { fake });
    await signIn('komanda@ratai.lt');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fake.calls('POST', '/api/auth/local')[0].body).toEqual({ identifier: 'komanda@ratai.lt', password: 'Slaptas123!' });
  });

  it('refuses an owner in Lithuanian, signs the session out again and keeps what was typed', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', auth).on('GET', '/api/users/me', me(['owner']));
    const onSuccess = jest.fn();
    const onClear = jest.fn();
    renderBackOffice(<LoginForm onSuccess={onSuccess} />, { fake, onClear });
    await signIn('demo.imone@ratai.lt');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_TEAM_MESSAGE);
    expect(onClear).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText('El. paštas')).toHaveValue('demo.imone@ratai.lt');
  });

  it("shows the server's message for a wrong password", async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', apiErrorResponse(400, 'Neteisingas el. paštas arba slaptažodis'));
    renderBackOffice(<LoginForm onSuccess={jest.fn()} />, { fake });
    await signIn('komanda@ratai.lt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisingas el. paštas arba slaptažodis');
    expect(fake.calls('GET', '/api/users/me')).toHaveLength(0);
  });
});
