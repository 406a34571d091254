import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, readHandOff } from '@ratai/app-shell';
import { renderPage } from '../../test/render';
import { CarCalculator } from './CarCalculator';
import { GeneralCalculator } from './GeneralCalculator';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('CarCalculator (spec §2.7)', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('shows the estimate for the car at the default 24 months and follows the slider', async () => {
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} id="skaiciuokle" />);
    expect(text(await screen.findByTestId('monthly-payment'))).toBe('475 € / mėn.');
    fireEvent.change(screen.getByRole('slider', { name: 'Laikotarpis' }), { target: { value: '36' } });
    expect(text(screen.getByTestId('monthly-payment'))).not.toBe('475 € / mėn.');
  });

  it('works as a plain form too: pressed before its code loads, it takes the term, car and consent to the wizard', async () => {
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} id="skaiciuokle" />);
    const slider = await screen.findByRole('slider', { name: 'Laikotarpis' });
    fireEvent.change(slider, { target: { value: '36' } });
    fireEvent.click(screen.getByRole('checkbox'));
    const form = slider.closest('form') as HTMLFormElement;
    // What the browser would load for a native GET submission of this form: its named controls,
    // a box only when ticked (the test environment's FormData does not read a jsdom form).
    const sent = new URL(form.action);
    for (const control of Array.from(form.elements) as HTMLInputElement[]) {
      if (!control.name || control.disabled || (control.type === 'checkbox' && !control.checked)) continue;
      sent.searchParams.append(control.name, control.value);
    }
    expect(form.method).toBe('get');
    expect(sent.pathname).toBe('/automobilio-paraiska/toyota-prius');
    expect(readHandOff(sent, null)).toEqual({ term: 36, approxMonthlyPayment: null, carId: 7, price: null, termsAgreed: true });
  });

  it('tells the API once per page view that the calculator was used (owner statistics, issue 16)', async () => {
    const fetchSpy = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} id="skaiciuokle" />);
      const slider = await screen.findByRole('slider', { name: 'Laikotarpis' });
      expect(fetchSpy).not.toHaveBeenCalled();
      fireEvent.change(slider, { target: { value: '36' } });
      fireEvent.change(slider, { target: { value: '48' } });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(fetchSpy).toHaveBeenCalledWith(
        'http://api.test/api/car-advertisements/toyota-prius/calculator',
        expect.objectContaining({ method: 'POST', credentials: 'omit', keepalive: true }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });

  it('shows the true cost of the term: buyout, total paid, difference and the schedule', async () => {
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} id="skaiciuokle" />);
    // 10000 € × 24 months (libs/pricing's hand-computed table): 475 × 24 = 11 400, buyout 40 % = 4 000,
    // paid 15 400, 5 400 above the price; 250 € (2,5 %) of the car is paid off each month.
    const facts = text(await screen.findByTestId('payment-plan'));
    expect(facts).toBe(
      '24 įmokos po 475 €11 400 €Išpirkimas pabaigoje (40 % kainos)4 000 €Iš viso sumokėsite15 400 €Daugiau nei automobilio kaina5 400 €',
    );
    // The schedule's rows exist once it is opened.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const details = screen.getByText('Išpirkimo grafikas pagal mėnesius').closest('details') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    const schedule = screen.getByRole('table', { name: /Išpirkimo grafikas/ });
    const rows = schedule.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(25);
    expect(text(rows[0] as HTMLElement)).toBe('1475 €250 € (2,5 %)');
    expect(text(rows[23] as HTMLElement)).toBe('2411 400 €6 000 € (60 %)');
    expect(text(rows[24] as HTMLElement)).toBe('Išpirkimas15 400 €10 000 € (100 %)');

    fireEvent.change(screen.getByRole('slider', { name: 'Laikotarpis' }), { target: { value: '60' } });
    // 60 months: rate 27 → 23 500 total, buyout 70 % = 7 000, 275 × 60 = 16 500.
    expect(text(screen.getByTestId('payment-plan'))).toContain('60 įmokų po 275 €16 500 €Išpirkimas pabaigoje (70 % kainos)7 000 €');
  });

  it('asks for consent before handing off, then goes to the wizard with the values', async () => {
    const user = userEvent.setup();
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} id="skaiciuokle" />);
    await user.click(await screen.findByRole('button', { name: 'Pildyti paraiska' }));
    expect(await screen.findByText('Būtina sutikti su taisyklėmis')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /Sutinku su/ }));
    await user.click(screen.getByRole('button', { name: 'Pildyti paraiska' }));
    expect(assign).toHaveBeenCalledWith(
      'http://wizard.test/automobilio-paraiska/toyota-prius?term=24&approxMonthlyPayment=475&carId=7&termsAgreed=true',
    );
    expect(document.cookie).toContain('carId=7');
  });
});

describe('GeneralCalculator (spec §2.8)', () => {
  it('starts at 2000 € and 24 months', async () => {
    renderPage(<GeneralCalculator />);
    expect(await screen.findByRole('slider', { name: 'Automobilio kaina' })).toHaveValue('2000');
    expect(screen.getByRole('slider', { name: 'Laikotarpis' })).toHaveValue('24');
    expect(screen.getByRole('button', { name: 'Pildyti paraiska' })).toBeInTheDocument();
  });

  it('shows the true cost for the chosen price and term', async () => {
    renderPage(<GeneralCalculator calculatorOnly />);
    // 2000 € × 24 months: rate 38 → total 3520, buyout 40 % = 800, (3520 − 800) / 24 = 113.33 → 113;
    // 113 × 24 = 2712, paid 3512, 1512 above the price.
    expect(text(await screen.findByTestId('payment-plan'))).toBe(
      '24 įmokos po 113 €2 712 €Išpirkimas pabaigoje (40 % kainos)800 €Iš viso sumokėsite3 512 €Daugiau nei automobilio kaina1 512 €',
    );
  });

  it('runs as a calculator only, without consent and button', async () => {
    renderPage(<GeneralCalculator calculatorOnly />);
    await screen.findByTestId('monthly-payment');
    expect(screen.queryByRole('button', { name: 'Pildyti paraiska' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
