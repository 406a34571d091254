import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../lib/hand-off';
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
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} />);
    expect(text(await screen.findByTestId('monthly-payment'))).toBe('475 € / mėn.');
    fireEvent.change(screen.getByRole('slider', { name: 'Laikotarpis' }), { target: { value: '36' } });
    expect(text(screen.getByTestId('monthly-payment'))).not.toBe('475 € / mėn.');
  });

  it('asks for consent before handing off, then goes to the wizard with the values', async () => {
    const user = userEvent.setup();
    renderPage(<CarCalculator car={{ id: 7, slug: 'toyota-prius', price: 10000 }} />);
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

  it('runs as a calculator only, without consent and button', async () => {
    renderPage(<GeneralCalculator calculatorOnly />);
    await screen.findByTestId('monthly-payment');
    expect(screen.queryByRole('button', { name: 'Pildyti paraiska' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
