import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { maxValueMessage, minValueMessage, type RentalApplicationOutput } from '@ratai/validation';
import type { ApplicationFlow } from '../../lib/application-flow';
import { CODE, EMPTY, GUARANTOR_CODE } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ApplicationForm, type SubmitFailure } from './ApplicationForm';
import { deferred } from '@ratai/app-shell';

const REQUIRED = 'Šis laukas yra privalomas';
const GENERAL: ApplicationFlow = { kind: 'general' };
const PARTNER: ApplicationFlow = { kind: 'partner', partnerSlug: 'autoplius' };
const CAR: ApplicationFlow = { kind: 'car', carId: 7, carSlug: 'toyota-prius-7', carTitle: 'Toyota Prius, 2018 m.', carUrl: 'http://marketplace.test/automobilio-nuoma/toyota-prius-7', price: 8000 };

function setup(flow: ApplicationFlow = GENERAL, result: SubmitFailure | null = null) {
  const onSubmit = jest.fn<Promise<SubmitFailure | null>, [RentalApplicationOutput]>().mockResolvedValue(result);
  const view = renderPage(<ApplicationForm flow={flow} initialValues={EMPTY} onSubmit={onSubmit} marketplaceUrl="http://marketplace.test" />);
  return { onSubmit, user: userEvent.setup(), ...view };
}

/** A text input by its label (the label's " *" required mark aside); by label text, as byRole is slow on a form this size. */
const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\s*\*\s*$/, '') === label, { selector: 'input' }) as HTMLInputElement;
/** Whether no input carries this label. */
const absent = (label: string) =>
  screen.queryByLabelText((text) => text.replace(/\s*\*\s*$/, '') === label, { selector: 'input' }) === null;
/** Types a whole value at once (a change event, as a paste): the rules run on submit, not per key. */
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

// A form of some 25 fields re-rendered per event: give the slower shared CI machine room.
jest.setTimeout(30_000);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Pateikti paraišką' }));

/** The message shown with a field (its accessible description). */
function expectMessage(label: string, message: string) {
  expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
}

async function fillValidPersonal(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Asmeniniams poreikiams' }));
  fill('Mėnesio pajamos (€)', '1 800');
  fill('Pajamų šaltinis', 'Darbo užmokestis');
  fill('Vardas', 'Jonas');
  fill('Pavardė', 'Jonaitis');
  await user.type(field('Asmens kodas'), CODE);
  fill('Vairuotojo pažymėjimo numeris', 'LT123');
    fill('Telefono numeris', '861234567');
  fill('El. paštas', 'jonas@example.lt');
  fill('Mėnesio išlaidos (€)', '300');
  fill('Miestas', 'Vilnius');
  fill('Adresas', 'Gedimino pr. 1');
  await user.click(screen.getByRole('radio', { name: 'Ne' }));
  await user.click(screen.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ }));
}

describe('ApplicationForm (spec §2.9, §5)', () => {
  it('has the sections of §2.9 in order; the car link only in the partner flow', async () => {
    setup(PARTNER);
    await screen.findByRole('button', { name: 'Pateikti paraišką' });
    // The sections are the fieldsets directly inside the form (the radio groups nest inside them).
    const form = screen.getByRole('form', { name: 'Nuomos paraiška' });
    const sections = [...form.querySelectorAll(':scope > fieldset > legend')].map((legend) => legend.textContent);
    expect(sections).toEqual(['Automobilio skelbimas', 'Nuomos laikotarpis', 'Automobilio naudojimas', 'Asmens duomenys', 'Adresas', 'Laiduotojas', 'Sutikimai']);
    // The submit button comes last.
    expect(form.lastElementChild).toContainElement(screen.getByRole('button', { name: 'Pateikti paraišką' }));
    expect(screen.getByRole('button', { name: 'Pateikti paraišką' })).toBeInTheDocument();
  });

  it('shows no car link section outside the partner flow', async () => {
    setup(CAR);
    await screen.findByRole('group', { name: 'Nuomos laikotarpis' });
    expect(screen.queryByRole('group', { name: 'Automobilio skelbimas' })).not.toBeInTheDocument();
    expect(absent('Automobilio skelbimo nuoroda')).toBe(true);
    expect(screen.getByRole('link', { name: 'Toyota Prius, 2018 m.' })).toHaveAttribute('href', CAR.kind === 'car' ? CAR.carUrl : '');
  });

  it("reads 'Toyota Prius, 2018 m. Laikotarpį', with one period (bug 6)", async () => {
    setup(CAR);
    const link = await screen.findByRole('link', { name: 'Toyota Prius, 2018 m.' });
    const sentence = (link.parentElement?.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(sentence).toBe('Automobilis: Toyota Prius, 2018 m. Laikotarpį ir įmoką galite keisti automobilio puslapyje.');
  });

  it('shows every required message at once on an empty submit and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await screen.findByRole('button', { name: 'Pateikti paraišką' });
        await submit(user);
    for (const label of ['Vardas', 'Pavardė', 'Asmens kodas', 'Vairuotojo pažymėjimo numeris', 'Telefono numeris', 'El. paštas', 'Mėnesio išlaidos (€)', 'Miestas', 'Adresas']) {
      expectMessage(label, REQUIRED);
    }
    expect(within(screen.getByRole('group', { name: 'Kam naudosite automobilį?' })).getByText(REQUIRED)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ar turite laiduotoją?' })).getByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByText('Būtina sutikti su taisyklėmis')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field in the page's order, also one that appeared with a choice", async () => {
    const { user, onSubmit } = setup();
    await fillValidPersonal(user);
    // 'Mėnesio pajamos' registered after 'Asmens kodas' (it appears with personal use) but is above it.
    fill('Mėnesio pajamos (€)', '');
    fill('Asmens kodas', '123');
    await submit(user);
    expectMessage('Mėnesio pajamos (€)', REQUIRED);
    expect(field('Asmens kodas')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mėnesio pajamos (€)')).toHaveFocus();
    fill('Mėnesio pajamos (€)', '1800');
    await submit(user);
    expect(field('Asmens kodas')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first choice of an unanswered radio group when it comes first', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Pateikti paraišką' });
    await submit(user);
    expect(screen.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toHaveFocus();
  });

  it('makes a press held back before its code ran once the code runs: the messages show without a second press', async () => {
    // The form as the page has it (ApplicationPart: a deferred part with holdSubmit), pressed
    // while its code is still on the way: the part holds the browser's submit back.
    const onSubmit = jest.fn<Promise<SubmitFailure | null>, [RentalApplicationOutput]>().mockResolvedValue(null);
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Form = () => <ApplicationForm flow={GENERAL} initialValues={EMPTY} onSubmit={onSubmit} marketplaceUrl="http://marketplace.test" />;
    const Part = deferred(() => code.then(() => Form), { whenNear: false, holdSubmit: true });
    renderPage(
      <Part
        fallback={
          <form aria-label="Nuomos paraiška">
            <button type="submit">Pateikti paraišką</button>
          </form>
        }
      />,
    );
    await act(() => Promise.resolve());
    const press = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Nuomos paraiška' }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    arrive();
    await waitFor(() => expectMessage('Vardas', REQUIRED));
    expect(screen.getByText('Būtina sutikti su taisyklėmis')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes no press of its own when none was held back', async () => {
    setup();
    await screen.findByRole('button', { name: 'Pateikti paraišką' });
    // Give a replay the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Vardas')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it('shows personal-use fields only for personal use and company fields only for business', async () => {
    const { user, onSubmit } = setup();
    await screen.findByRole('button', { name: 'Pateikti paraišką' });
    expect(absent('Mėnesio pajamos (€)')).toBe(true);
    expect(absent('Įmonės pavadinimas')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Asmeniniams poreikiams' }));
    expect(field('Mėnesio pajamos (€)')).toBeInTheDocument();
    expect(field('Pajamų šaltinis')).toBeInTheDocument();
    expect(absent('Įmonės kodas')).toBe(true);
    await submit(user);
    expectMessage('Mėnesio pajamos (€)', REQUIRED);
    expectMessage('Pajamų šaltinis', REQUIRED);

    await user.click(screen.getByRole('radio', { name: 'Verslo poreikiams' }));
    expect(absent('Mėnesio pajamos (€)')).toBe(true);
    await submit(user);
    expectMessage('Įmonės pavadinimas', REQUIRED);
    expectMessage('Įmonės kodas', REQUIRED);
    fill('Įmonės kodas', '123');
    await submit(user);
    expectMessage('Įmonės kodas', 'Įmonės kodą sudaro 9 skaitmenys');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for numbers, not text, within their ranges, and a valid e-mail', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Asmeniniams poreikiams' }));
    fill('Mėnesio pajamos (€)', 'daug');
    fill('Mėnesio išlaidos (€)', 'abc');
    fill('Papildomos pajamos (€)', 'x');
    fill('El. paštas', 'jonas@');
    fill('Asmens kodas', '39001011238');
    await submit(user);
    expectMessage('Mėnesio pajamos (€)', 'Įveskite skaičių');
    expectMessage('Mėnesio išlaidos (€)', 'Įveskite skaičių');
    expectMessage('Papildomos pajamos (€)', 'Įveskite skaičių');
    expectMessage('El. paštas', 'Neteisingas el. pašto formatas');
    expectMessage('Asmens kodas', 'Neteisingas asmens kodas');

        fill('Mėnesio pajamos (€)', '0');
        fill('Mėnesio išlaidos (€)', '1000000');
    await submit(user);
    // Ranges (§5): income 1–999999, expenses 0–999999.
    expectMessage('Mėnesio pajamos (€)', minValueMessage(1));
    expectMessage('Mėnesio išlaidos (€)', maxValueMessage(999999));
  });

  it('requires the six guarantor fields only with a guarantor, and the guarantor e-mail valid', async () => {
    const { user, onSubmit } = setup();
    await fillValidPersonal(user);
    expect(absent('Laiduotojo vardas ir pavardė')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Taip' }));
    await submit(user);
    for (const label of ['Laiduotojo vardas ir pavardė', 'Laiduotojo asmens kodas', 'Laiduotojo el. paštas', 'Laiduotojo miestas', 'Laiduotojo adresas']) {
      expectMessage(label, REQUIRED);
    }
    // The phone starts with the +370 prefix, which counts as empty.
    expectMessage('Laiduotojo telefono numeris', REQUIRED);
    fill('Laiduotojo el. paštas', 'ona.example.lt');
    await submit(user);
    expectMessage('Laiduotojo el. paštas', 'Neteisingas el. pašto formatas');
    expect(onSubmit).not.toHaveBeenCalled();

    // Back to "no guarantor": the half-filled guarantor no longer blocks the submit and is not sent.
    await user.click(screen.getByRole('radio', { name: 'Ne' }));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('guarantorEmail');
  });

  it('sends typed values: numbers converted (0 when empty), hidden sections left out, phone normalised', async () => {
    const { user, onSubmit } = setup();
    await fillValidPersonal(user);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0];
    expect(sent).toMatchObject({
      term: 24,
      price: 8000,
      approxMonthlyPayment: expect.any(Number),
      approxBuyout: 0,
      carUsage: 'personal',
      monthlyIncome: 1800,
      monthlyExpenses: 300,
      additionalIncome: 0,
      phoneNumber: '+37061234567',
      hasGuarantor: false,
      termsAgreed: true,
      marketingAgreed: false,
    });
    expect(sent).not.toHaveProperty('companyName');
    expect(sent).not.toHaveProperty('guarantorNameSurname');
    expect(sent.metadata).toBeUndefined();
  });

  it('sends business use with the company fields and monthly income 0', async () => {
    const { user, onSubmit } = setup();
    await fillValidPersonal(user);
    await user.click(screen.getByRole('radio', { name: 'Verslo poreikiams' }));
    fill('Įmonės pavadinimas', 'UAB Vežėjai');
    fill('Įmonės kodas', '304 123 456');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ carUsage: 'business', companyName: 'UAB Vežėjai', companyCode: '304123456', monthlyIncome: 0 });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('sourceOfIncome');
  });

  it('partner flow: checks the advertisement link and sends it as metadata JSON', async () => {
    const { user, onSubmit } = setup(PARTNER);
    await fillValidPersonal(user);
    fill('Automobilio skelbimo nuoroda', 'autoplius');
    await submit(user);
    expectMessage('Automobilio skelbimo nuoroda', 'Neteisingas nuorodos adresas');
        fill('Automobilio skelbimo nuoroda', 'https://autoplius.lt/skelbimai/toyota-1');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].metadata).toBe(JSON.stringify({ carAdvertisementUrl: 'https://autoplius.lt/skelbimai/toyota-1' }));
  });

  it('partner flow: the car advertisement link is required before anything is sent (bug 11)', async () => {
    const { user, onSubmit } = setup(PARTNER);
    await fillValidPersonal(user);
    await submit(user);
    await waitFor(() => expectMessage('Automobilio skelbimo nuoroda', REQUIRED));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps everything typed after a failed submit, with the danger banner naming the refused fields', async () => {
    const { user, onSubmit } = setup(PARTNER, {
      message: 'Patikrinkite paryškintus laukus',
      fieldErrors: [{ path: ['metadata', 'carAdvertisementUrl'], message: 'Šis skelbimas jau pašalintas' }],
    });
    await fillValidPersonal(user);
    fill('Automobilio skelbimo nuoroda', 'https://autoplius.lt/skelbimai/toyota-1');
    await submit(user);
    const banner = await screen.findByRole('alert', { name: '' }).catch(() => screen.getAllByRole('alert')[0]);
    expect(banner).toHaveTextContent('Paraiškos pateikti nepavyko');
    expect(banner).toHaveTextContent('Automobilio skelbimo nuoroda: Šis skelbimas jau pašalintas');
    expectMessage('Automobilio skelbimo nuoroda', 'Šis skelbimas jau pašalintas');
    expect(field('Vardas')).toHaveValue('Jonas');
    expect(field('Asmens kodas')).toHaveValue(CODE);
    expect(field('Mėnesio pajamos (€)')).toHaveValue('1 800');
    expect(screen.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeChecked();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('checks the 100-character name limit in the browser (bug 11)', async () => {
    const { user, onSubmit } = setup(PARTNER);
    await fillValidPersonal(user);
    fill('Automobilio skelbimo nuoroda', 'https://autoplius.lt/skelbimai/toyota-1');
    fill('Vardas', 'A'.repeat(101));
    await submit(user);
    await waitFor(() => expect(field('Vardas')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Vardas')).toHaveAccessibleDescription(expect.stringContaining('100'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('guarantor values are sent when there is one', async () => {
    const { user, onSubmit } = setup();
    await fillValidPersonal(user);
    await user.click(screen.getByRole('radio', { name: 'Taip' }));
    fill('Laiduotojo vardas ir pavardė', 'Ona Onaitė');
    fill('Laiduotojo asmens kodas', GUARANTOR_CODE);
    fill('Laiduotojo telefono numeris', '+370 698 76543');
    fill('Laiduotojo el. paštas', 'ona@example.lt');
    fill('Laiduotojo miestas', 'Kaunas');
    fill('Laiduotojo adresas', 'Laisvės al. 10');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ hasGuarantor: true, guarantorPhoneNumber: '+37069876543', guarantorPersonalCode: GUARANTOR_CODE });
  });
});
