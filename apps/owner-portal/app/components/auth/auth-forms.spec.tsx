import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

describe('LoginForm (spec §2.14, §5, §8)', () => {
  it('shows each required message at its field and sends nothing', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPortal(<LoginForm onSuccess={jest.fn()} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByLabelText('El. paštas')).toHaveAccessibleDescription('El. pašto adresas yra privalomas');
    expect(screen.getByLabelText('Slaptažodis')).toHaveAccessibleDescription('Slaptažodis yra privalomas');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends identifier and password, then calls onSuccess', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', { jwt: 'a.b.c', user: { id: 1, email: 'a@b.lt', username: 'a@b.lt' } });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderPortal(<LoginForm onSuccess={onSuccess} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'jonas@imone.lt');
    await user.type(screen.getByLabelText('Slaptažodis'), 'slaptas123');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fake.calls('POST', '/api/auth/local')[0].body).toEqual({ identifier: 'jonas@imone.lt', password: 'slaptas123' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message on failure and keeps what was typed', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', apiErrorResponse(400, 'Neteisingas el. paštas arba slaptažodis'));
    const user = userEvent.setup();
    renderPortal(<LoginForm onSuccess={jest.fn()} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'jonas@imone.lt');
    await user.type(screen.getByLabelText('Slaptažodis'), 'blogas');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisingas el. paštas arba slaptažodis');
    expect(screen.getByLabelText('El. paštas')).toHaveValue('jonas@imone.lt');
  });

  it('tells a blocked owner plainly that the account is blocked (403 of the API, modules/owners)', async () => {
    const blocked = 'Jūsų paskyra užblokuota, todėl prisijungti negalite. Jei manote, kad tai klaida, susisiekite su Ratai komanda.';
    const fake = createFakeFetch().on('POST', '/api/auth/local', apiErrorResponse(403, blocked, {}, 'ForbiddenError'));
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderPortal(<LoginForm onSuccess={onSuccess} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'jonas@imone.lt');
    await user.type(screen.getByLabelText('Slaptažodis'), 'slaptas123');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blocked);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('falls back to the spec’s text when the server gives none', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local', new Response('oops', { status: 500 }));
    const user = userEvent.setup();
    renderPortal(<LoginForm onSuccess={jest.fn()} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'jonas@imone.lt');
    await user.type(screen.getByLabelText('Slaptažodis'), 'blogas');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prisijungimo klaida. Bandykite dar kartą.');
  });
});

describe('RegisterForm (spec §5)', () => {
  it('shows the e-mail, length and match messages at their fields', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPortal(<RegisterForm onSuccess={jest.fn()} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'ne-adresas');
    const [password, confirm] = screen.getAllByLabelText(/slaptažod/i);
    await user.type(password, 'trumpas');
    await user.type(confirm, 'kitoks');
    await user.click(screen.getByRole('button', { name: 'Registruotis' }));
    expect(await screen.findByLabelText('El. paštas')).toHaveAccessibleDescription('Blogai įvestas el. paštas');
    expect(screen.getByLabelText('Pakartokite slaptažodį')).toHaveAccessibleDescription('Slaptažodžiai nesutampa');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Slaptažodis turi būti bent 8 simbolių'));
    expect(fake.requests).toHaveLength(0);
  });

  it('sends identifier, email and username as the e-mail, both consents true, no confirmation', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/local/register', { jwt: 'a.b.c', user: { id: 1, email: 'a@b.lt', username: 'a@b.lt' } });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderPortal(<RegisterForm onSuccess={onSuccess} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'nauja@imone.lt');
    const [password, confirm] = screen.getAllByLabelText(/slaptažod/i);
    await user.type(password, 'Slaptas2026!');
    await user.type(confirm, 'Slaptas2026!');
    await user.click(screen.getByRole('button', { name: 'Registruotis' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fake.calls('POST', '/api/auth/local/register')[0].body).toEqual({
      identifier: 'nauja@imone.lt',
      email: 'nauja@imone.lt',
      username: 'nauja@imone.lt',
      password: 'Slaptas2026!',
      termsAgreed: true,
      marketingAgreed: true,
    });
    expect(onSuccess).toHaveBeenCalled();
  });
});
