import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@ratai/api-client';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPage } from '../../test/render';
import { CallbackForm } from './CallbackForm';
import { CarRequestForm } from './CarRequestForm';

const SUCCESS = 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.';

describe('CallbackForm (spec §2.13)', () => {
  it('sends name and phone without a reCAPTCHA token (no site key) and shows the success text', async () => {
    const fake = createFakeFetch().on('POST', '/api/email/request', { ok: true, message: SUCCESS });
    const user = userEvent.setup();
    renderPage(<CallbackForm />, { store: makeStore(undefined, { apiOrigin: 'http://api.test', fetchFn: fake.fetch }) });

    const phone = await screen.findByRole('textbox', { name: /Telefono numeris/ });
    expect(phone).toHaveValue('+370');
    await user.type(screen.getByRole('textbox', { name: /Vardas/ }), 'Jonas');
    await user.type(phone, '61234567');
    await user.click(screen.getByRole('checkbox', { name: /Sutinku su/ }));
    await user.click(screen.getByRole('button', { name: 'Laukiu skambučio' }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const [request] = fake.calls('POST', '/api/email/request');
    expect(request.body).toMatchObject({ name: 'Jonas', phone: '+37061234567', termsAgreed: true });
    expect(request.body).not.toHaveProperty('recaptchaToken');
    // The form is emptied for the next visitor.
    expect(screen.getByRole('textbox', { name: /Vardas/ })).toHaveValue('');
  });

  it('shows the spec’s messages before sending anything', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPage(<CallbackForm />, { store: makeStore(undefined, { apiOrigin: 'http://api.test', fetchFn: fake.fetch }) });
    await user.click(await screen.findByRole('button', { name: 'Laukiu skambučio' }));
    expect(await screen.findByText('Įveskite savo vardą')).toBeInTheDocument();
    expect(screen.getByText('Įveskite telefono numerį')).toBeInTheDocument();
    expect(screen.getByText('Būtina sutikti su taisyklėmis')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the API’s Lithuanian message in a danger banner', async () => {
    const fake = createFakeFetch().on(
      'POST',
      '/api/email/request',
      apiErrorResponse(429, 'Per daug bandymų. Pabandykite vėliau.', {}, 'RateLimitError'),
    );
    const user = userEvent.setup();
    renderPage(<CallbackForm />, { store: makeStore(undefined, { apiOrigin: 'http://api.test', fetchFn: fake.fetch }) });
    await user.type(await screen.findByRole('textbox', { name: /Vardas/ }), 'Ona');
    await user.type(screen.getByRole('textbox', { name: /Telefono numeris/ }), '61234567');
    await user.click(screen.getByRole('checkbox', { name: /Sutinku su/ }));
    await user.click(screen.getByRole('button', { name: 'Laukiu skambučio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Per daug bandymų. Pabandykite vėliau.');
  });
});

describe('CarRequestForm (spec §2.12)', () => {
  it('starts the phone with +370 (spec §9, bug 7) and still asks for the number', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPage(<CarRequestForm makes={[{ id: 2, name: 'Toyota', slug: 'toyota' }]} />, {
      store: makeStore(undefined, { apiOrigin: 'http://api.test', fetchFn: fake.fetch }),
    });
    const phone = await screen.findByRole('textbox', { name: /Telefono numeris/ });
    expect(phone).toHaveValue('+370');
    await user.click(screen.getByRole('button', { name: 'Siųsti užklausą' }));
    expect(await screen.findByText('Įveskite telefono numerį')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
