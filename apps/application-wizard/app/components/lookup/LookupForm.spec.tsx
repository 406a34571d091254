import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse } from '@ratai/api-client/testing';
import type { ApplicationRead } from '@ratai/domain';
import { APPLICATION_ID } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { LookupForm } from './LookupForm';

const APPLICATION: ApplicationRead = {
  id: APPLICATION_ID,
  carAdvertisement: null,
  pricing: { term: 36, approxMonthlyPayment: 320, approxBuyout: 0, fullPrice: 10000 },
  carUsage: 'personal',
  tenantDetails: {
    name: 'Jonas',
    surname: 'Jonaitis',
    personalCode: '3**********',
    driversLicense: 'LT123',
    phoneNumber: '+37061234567',
    email: 'jonas@example.lt',
    monthlyIncome: 1800,
    monthlyExpenses: 300,
    sourceOfIncome: 'Darbo užmokestis',
    additionalIncome: 0,
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    companyName: null,
    companyCode: null,
  },
  hasGuarantor: true,
  tenantGuarantor: {
    guarantorNameSurname: 'Ona Onaitė',
    // Even a full code, were one ever returned, is shown masked.
    guarantorPersonalCode: '48503124565',
    guarantorPhoneNumber: '+37069876543',
    guarantorEmail: 'ona@example.lt',
    guarantorCity: 'Kaunas',
    guarantorAddress: 'Laisvės al. 10',
  },
  legal: { termsAgreed: true, marketingAgreed: false },
  partner: null,
  metadata: null,
};

const input = (name: string) => screen.getByLabelText((text) => text.replace(/\s*\*\s*$/, '') === name, { selector: 'input' });

describe('LookupForm (spec §2.10, §5 application lookup)', () => {
  it('requires both fields and at most 4 digits', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId="" />);
    await user.click(await screen.findByRole('button', { name: 'Rasti paraišką' }));
    expect(input('Paraiškos numeris')).toHaveAccessibleDescription('Šis laukas yra privalomas');
    expect(input('Paskutiniai 4 asmens kodo skaitmenys')).toHaveAccessibleDescription('Šis laukas yra privalomas');
    fireEvent.change(input('Paraiškos numeris'), { target: { value: 'ne-numeris' } });
    fireEvent.change(input('Paskutiniai 4 asmens kodo skaitmenys'), { target: { value: '12345' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    expect(input('Paraiškos numeris')).toHaveAccessibleDescription('Neteisingas paraiškos numeris');
    expect(input('Paskutiniai 4 asmens kodo skaitmenys')).toHaveAccessibleDescription('Nurodykite paskutinius 4 skaičius');
    expect(test.fetch.requests).toHaveLength(0);
  });

  it('shows the matched application with personal codes masked', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId={APPLICATION_ID} />);
    test.fetch.on('GET', `/api/car-application/get-application/${APPLICATION_ID}/4565`, { data: APPLICATION });
    fireEvent.change(await screen.findByLabelText(/^Paskutiniai 4/), { target: { value: '4565' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    const view = await screen.findByRole('region', { name: 'Paraiškos duomenys' });
    expect(view).toHaveTextContent('Jonas Jonaitis');
    expect(view).toHaveTextContent('3**********');
    expect(view).toHaveTextContent('4**********');
    expect(view).not.toHaveTextContent('48503124565');
    expect(view).toHaveTextContent('36 mėn.');
    expect(view).toHaveTextContent(/320\s€ \/ mėn\./);
  });

  it('shows the API\'s one "not found" answer for wrong digits', async () => {
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId={APPLICATION_ID} />);
    const message = 'Paraiška nerasta arba nurodyti skaičiai neteisingi.';
    test.fetch.on('GET', `/api/car-application/get-application/${APPLICATION_ID}/0000`, apiErrorResponse(404, message));
    fireEvent.change(await screen.findByLabelText(/^Paskutiniai 4/), { target: { value: '0000' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Paraiškos duomenys' })).not.toBeInTheDocument();
  });
});
