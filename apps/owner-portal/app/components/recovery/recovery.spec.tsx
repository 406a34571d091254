import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { LoginForm } from '../auth/LoginForm';
import { EmailRequestForm } from './EmailRequestForm';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { ResetPasswordForm } from './ResetPasswordForm';

const CODE = 'a'.repeat(43);

describe('password reset screens (issue 15)', () => {
  it("the login form links 'Pamiršote slaptažodį?' to the forgot-password page", async () => {
    renderPortal(<LoginForm onSuccess={jest.fn()} />);
    expect(await screen.findByRole('link', { name: 'Pamiršote slaptažodį?' })).toHaveAttribute('href', '/slaptazodzio-priminimas');
  });

  it('the e-mail form checks the address, then shows the same confirmation for any address', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    renderPortal(<EmailRequestForm label="Slaptažodžio atkūrimas" submitLabel="Siųsti nuorodą" sentText="Išsiuntėme, jei yra." send={send} />);
    await user.type(await screen.findByLabelText('El. paštas'), 'ne adresas');
    await user.click(screen.getByRole('button', { name: 'Siųsti nuorodą' }));
    expect(await screen.findByLabelText('El. paštas')).toHaveAccessibleDescription('Blogai įvestas el. paštas');
    expect(send).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('El. paštas'));
    await user.type(screen.getByLabelText('El. paštas'), 'ieva@pavyzdys.lt');
    await user.click(screen.getByRole('button', { name: 'Siųsti nuorodą' }));
    expect(await screen.findByText('Išsiuntėme, jei yra.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith('ieva@pavyzdys.lt');
  });

  it("says 'Slaptažodžiai nesutampa' at the confirmation and sends nothing", async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPortal(<ResetPasswordForm code={CODE} onSuccess={jest.fn()} />, { fake });
    await user.type(await screen.findByLabelText('Slaptažodis'), 'Naujas123!');
    await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Kitoks123!');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    expect(await screen.findByLabelText('Pakartokite slaptažodį')).toHaveAccessibleDescription('Slaptažodžiai nesutampa');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the code with the password, then calls onSuccess', async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/reset-password', { ok: true });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderPortal(<ResetPasswordForm code={CODE} onSuccess={onSuccess} />, { fake });
    await user.type(await screen.findByLabelText('Slaptažodis'), 'Naujas123!');
    await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Naujas123!');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fake.calls('POST', '/api/auth/reset-password')[0].body).toEqual({ code: CODE, password: 'Naujas123!', passwordConfirmation: 'Naujas123!' });
  });

  it('a used or expired code: the Lithuanian message, a way to a new link, and the typed password kept', async () => {
    const refused = apiErrorResponse(400, 'Neteisingi duomenys', {
      errors: [{ path: ['code'], message: 'Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.' }],
    });
    const fake = createFakeFetch().on('POST', '/api/auth/reset-password', refused);
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderPortal(<ResetPasswordForm code={CODE} onSuccess={onSuccess} />, { fake });
    await user.type(await screen.findByLabelText('Slaptažodis'), 'Naujas123!');
    await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Naujas123!');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.');
    expect(screen.getByRole('link', { name: 'Gauti naują nuorodą' })).toHaveAttribute('href', '/slaptazodzio-priminimas');
    expect(screen.getByLabelText('Slaptažodis')).toHaveValue('Naujas123!');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('EmailVerificationNotice', () => {
  it("asks for the link again with 'Siųsti dar kartą'", async () => {
    const fake = createFakeFetch().on('POST', '/api/auth/send-email-confirmation', { email: 'ieva@pavyzdys.lt', sent: true });
    const user = userEvent.setup();
    renderPortal(<EmailVerificationNotice email="ieva@pavyzdys.lt" />, { fake });
    expect(await screen.findByText('ieva@pavyzdys.lt')).toBeInTheDocument();
    expect(screen.getByText(/Išsiuntėme laišką adresu/)).toHaveTextContent(/Išsiuntėme laišką adresu ieva@pavyzdys\.lt\. Paspauskite/);
    await user.click(screen.getByRole('button', { name: 'Siųsti dar kartą' }));
    expect(await screen.findByText(/Laiškas išsiųstas dar kartą/)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/auth/send-email-confirmation')[0].body).toEqual({ email: 'ieva@pavyzdys.lt' });
  });
});
