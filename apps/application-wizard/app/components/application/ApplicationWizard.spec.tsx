import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { apiErrorResponse } from '@ratai/api-client/testing';
import { startAnalytics } from '@ratai/ui/analytics';
import { APPLICATION_ID, BANKS, CODE, EMPTY } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ApplicationWizard } from './ApplicationWizard';

jest.setTimeout(30_000);

const CREATE = '/api/car-application/create';
const UPDATE = `/api/car-application/update/${APPLICATION_ID}`;
/** The create answer's access key (issue 18, item 3): the update and the bank step send it back. */
const ACCESS_KEY = 'k'.repeat(43);

const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\s*\*\s*$/, '') === label, { selector: 'input' }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Asmeniniams poreikiams' }));
  fill('Mėnesio pajamos (€)', '1800');
  fill('Pajamų šaltinis', 'Darbo užmokestis');
  fill('Vardas', 'Jonas');
  fill('Pavardė', 'Jonaitis');
  fill('Asmens kodas', CODE);
  fill('Vairuotojo pažymėjimo numeris', 'LT123');
  fill('Telefono numeris', '+37061234567');
  fill('El. paštas', 'jonas@example.lt');
  fill('Mėnesio išlaidos (€)', '300');
  fill('Miestas', 'Vilnius');
  fill('Adresas', 'Gedimino pr. 1');
  await user.click(screen.getByRole('radio', { name: 'Ne' }));
  await user.click(screen.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Pateikti paraišką' }));

function conversions() {
  return (window.dataLayer ?? []).filter((entry) => (entry as unknown[])[0] === 'event');
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  // Each test is a new tab: no application kept from another (lib/saved-application.ts).
  window.sessionStorage.clear();
});

afterEach(() => {
  delete window.__rataiAnalytics;
  delete window.gtag;
  delete window.dataLayer;
});

describe('ApplicationWizard (spec §4 application flow)', () => {
  it('submits the multipart form, moves to the bank step at the top of the page, and fires the conversion with consent', async () => {
    startAnalytics({ analyticsId: null, conversionId: null }); // what 'Gerai' does
    const user = userEvent.setup();
    const { test } = renderPage(<ApplicationWizard flow={{ kind: 'car', carId: 7, carSlug: 'a', carTitle: 'A', carUrl: 'http://m/a', price: 8000 }} initialValues={EMPTY} />);
    test.fetch.on('POST', CREATE, jsonAnswer({ id: APPLICATION_ID, institutions: BANKS, accessKey: ACCESS_KEY }, 201));
    await fillValid(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nuomos paraiška', hidden: true })).not.toBeVisible();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    const sent = test.fetch.requests[0].body as FormData;
    expect(sent.get('carId')).toBe('7');
    expect(sent.get('monthlyIncome')).toBe('1800');
    expect(sent.get('additionalIncome')).toBe('0');
    expect(sent.get('approxBuyout')).toBe('0');
    expect(sent.get('personalCode')).toBe(CODE);
    expect(sent.has('companyName')).toBe(false);
    expect(sent.has('partnerSlug')).toBe(false);
    expect(conversions()).toEqual([
      ['event', 'conversion', { send_to: 'AW-TEST', event_category: 'car_application', transaction_id: APPLICATION_ID }],
    ]);
  });

  it('fires no conversion without consent', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<ApplicationWizard flow={{ kind: 'general' }} initialValues={EMPTY} />);
    test.fetch.on('POST', CREATE, jsonAnswer({ id: APPLICATION_ID, institutions: BANKS, accessKey: ACCESS_KEY }, 201));
    await fillValid(user);
    await submit(user);
    await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('stays on the form with the danger banner when the answer carries an error, and updates the same application next time', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<ApplicationWizard flow={{ kind: 'partner', partnerSlug: 'autoplius' }} initialValues={EMPTY} />);
    test.fetch.on('POST', CREATE, jsonAnswer({ id: APPLICATION_ID, institutions: [], error: { message: 'Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko.' }, accessKey: ACCESS_KEY }, 201));
    test.fetch.on('PUT', UPDATE, jsonAnswer({ id: APPLICATION_ID, institutions: BANKS }));
    await fillValid(user);
    fill('Automobilio skelbimo nuoroda', 'https://autoplius.lt/skelbimai/1');
    await submit(user);
    expect(await screen.findByText('Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Paraiškos pateikti nepavyko');
    expect(field('Vardas')).toHaveValue('Jonas');
    expect(screen.queryByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).not.toBeInTheDocument();

    await submit(user);
    await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' });
    expect(test.fetch.requests.map((request) => `${request.method} ${request.pathname}`)).toEqual([`POST ${CREATE}`, `PUT ${UPDATE}`]);
    expect(test.fetch.requests[1].headers.get('x-application-key')).toBe(ACCESS_KEY);
    const updated = test.fetch.requests[1].body as FormData;
    expect(updated.get('partnerSlug')).toBe('autoplius');
    expect(updated.get('metadata')).toBe('{"carAdvertisementUrl":"https://autoplius.lt/skelbimai/1"}');
  });

  it('shows the API error in the banner and its field errors at the fields, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<ApplicationWizard flow={{ kind: 'general' }} initialValues={EMPTY} />);
    test.fetch.on('POST', CREATE, apiErrorResponse(400, 'Neteisingi duomenys', { errors: [{ path: ['email'], message: 'Neteisingas el. pašto formatas' }] }));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisingas el. pašto formatas');
    expect(field('El. paštas')).toHaveAccessibleDescription('Neteisingas el. pašto formatas');
    expect(field('Asmens kodas')).toHaveValue(CODE);
  });

  it('bug 9: back from the bank pages (a fresh page), the typed values return and a submit updates the first application', async () => {
    const user = userEvent.setup();
    const first = renderPage(<ApplicationWizard flow={{ kind: 'general' }} initialValues={EMPTY} />);
    first.test.fetch.on('POST', CREATE, jsonAnswer({ id: APPLICATION_ID, institutions: BANKS, accessKey: ACCESS_KEY }, 201));
    await fillValid(user);
    await submit(user);
    await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' });
    // Kept for this tab, without the personal code.
    const kept = window.sessionStorage.getItem('ratai.paraiska.general') ?? '';
    expect(JSON.parse(kept)).toMatchObject({ id: APPLICATION_ID, accessKey: ACCESS_KEY, values: { name: 'Jonas', email: 'jonas@example.lt' } });
    expect(kept).not.toContain(CODE);
    first.unmount();

    // The browser's Back from the bank: the wizard loads again.
    const again = renderPage(<ApplicationWizard flow={{ kind: 'general' }} initialValues={EMPTY} />);
    again.test.fetch.on('PUT', UPDATE, jsonAnswer({ id: APPLICATION_ID, institutions: BANKS }));
    await waitFor(() => expect(field('Vardas')).toHaveValue('Jonas'));
    expect(screen.getByText(/Pakeitimai atnaujins tą pačią paraišką/)).toBeInTheDocument();
    expect(field('Asmens kodas')).toHaveValue('');
    fill('Asmens kodas', CODE);
    await submit(user);
    await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' });
    expect(again.test.fetch.requests.map((request) => `${request.method} ${request.pathname}`)).toEqual([`PUT ${UPDATE}`]);
    // The kept key goes with the update (issue 18, item 3).
    expect(again.test.fetch.requests[0].headers.get('x-application-key')).toBe(ACCESS_KEY);
  });

  it('shows a network failure in the banner', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<ApplicationWizard flow={{ kind: 'general' }} initialValues={EMPTY} />);
    test.fetch.failNetwork('POST', CREATE);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nepavyko susisiekti su serveriu'));
  });
});

function jsonAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
