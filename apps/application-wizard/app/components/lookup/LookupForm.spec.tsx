import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse } from '@ratai/api-client/testing';
import type { ApplicationRead } from '@ratai/domain';
import { APPLICATION_ID } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { LookupForm, NO_KEY } from './LookupForm';

const mockNavigate = jest.fn();
const navigate = mockNavigate;
// The match leads to the status page (issue 17): the router's navigate is what the test reads.
jest.mock('react-router', () => ({ ...jest.requireActual('react-router'), useNavigate: () => mockNavigate }));

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

/** The access key of the applicant's e-mail link (issue 18, item 3), in the page's fragment. */
const ACCESS_KEY = 'k'.repeat(43);

describe('LookupForm (spec §2.10, §5 application lookup)', () => {
  beforeEach(() => {
    window.location.hash = `#raktas=${ACCESS_KEY}`;
  });
  afterEach(() => {
    window.location.hash = '';
  });

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

  it('leads a match to the status page, the key in its fragment, and shows none of the answer\'s personal data', async () => {
    navigate.mockClear();
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId={APPLICATION_ID} />);
    test.fetch.on('GET', `/api/car-application/get-application/${APPLICATION_ID}/4565`, { data: APPLICATION });
    fireEvent.change(await screen.findByLabelText(/^Paskutiniai 4/), { target: { value: '4565' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/paraiskos-busena?id=${APPLICATION_ID}#raktas=${ACCESS_KEY}`));
    expect(document.body).not.toHaveTextContent('Jonaitis');
    expect(document.body).not.toHaveTextContent('**********');
    // The link's key goes in its header, never in the URL.
    expect(test.fetch.requests[0].headers.get('x-application-key')).toBe(ACCESS_KEY);
    expect(test.fetch.requests[0].url).not.toContain(ACCESS_KEY);
  });

  it('without the e-mail link\'s key says how to open the application and asks the API nothing', async () => {
    window.location.hash = '';
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId={APPLICATION_ID} />);
    expect(await screen.findByText(NO_KEY)).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(/^Paskutiniai 4/), { target: { value: '4565' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    expect(await screen.findByText(NO_KEY)).toBeInTheDocument();
    expect(test.fetch.requests).toHaveLength(0);
  });

  it('shows the API\'s one "not found" answer for wrong digits', async () => {
    navigate.mockClear();
    const user = userEvent.setup();
    const { test } = renderPage(<LookupForm initialId={APPLICATION_ID} />);
    const message = 'Paraiška nerasta arba nurodyti skaičiai neteisingi.';
    test.fetch.on('GET', `/api/car-application/get-application/${APPLICATION_ID}/0000`, apiErrorResponse(404, message));
    fireEvent.change(await screen.findByLabelText(/^Paskutiniai 4/), { target: { value: '0000' } });
    await user.click(screen.getByRole('button', { name: 'Rasti paraišką' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
  });
});
