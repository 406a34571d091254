import { screen, within } from '@testing-library/react';
import { apiErrorResponse, type FakeResponder } from '@ratai/api-client/testing';
import { APPLICANT_STATUS_EXPLANATIONS, APPLICANT_STATUS_NEXT, type ApplicantStatusView } from '@ratai/domain';
import { APPLICATION_ID, BANKS } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ApplicationStatus, BANKS_UNAVAILABLE, NO_STATUS_KEY } from './ApplicationStatus';

/** The key of the applicant's e-mail link (issue 18, item 3), in the page's fragment. */
const ACCESS_KEY = 'k'.repeat(43);
const URL_WITH_KEY = `/paraiskos-busena?id=${APPLICATION_ID}#raktas=${ACCESS_KEY}`;

const STATUS: ApplicantStatusView = {
  id: APPLICATION_ID,
  status: 'assessing',
  submittedAt: '2026-11-20T10:15:00.000Z',
  car: { title: 'Toyota Prius, 2012 m.', slug: 'toyota-prius-2012-7bexn5' },
  carAdvertisementUrl: null,
  pricing: { term: 36, approxMonthlyPayment: 320 },
  bankStep: null,
};

function open(answer: FakeResponder, url = URL_WITH_KEY) {
  const page = renderPage(<ApplicationStatus id={APPLICATION_ID} />, { url });
  page.test.fetch.on('GET', `/api/car-application/status/${APPLICATION_ID}`, answer);
  return page;
}

describe('ApplicationStatus (issue 17, the applicant\'s status page)', () => {
  it('shows the status with its explanation, the progress, what happens next, the car, term and payment', async () => {
    const { test } = open({ data: STATUS });
    const view = await screen.findByRole('region', { name: 'Būsena: Vertinama' });
    expect(view).toHaveTextContent(APPLICANT_STATUS_EXPLANATIONS.assessing);
    expect(view).toHaveTextContent(APPLICANT_STATUS_NEXT.assessing);
    const steps = within(screen.getByRole('list', { name: 'Paraiškos eiga' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Gauta', 'Vertinama', 'Perduota savininkui', 'Sutartis pasirašyta']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Toyota Prius, 2012 m.' })).toHaveAttribute('href', 'http://marketplace.test/automobilio-nuoma/toyota-prius-2012-7bexn5');
    expect(view).toHaveTextContent('36 mėn.');
    expect(view).toHaveTextContent(/320\s€ \/ mėn\./);
    expect(view).toHaveTextContent('2026 m. lapkričio 20 d.');
    // The bank step is closed (bankStep null): nothing offers it.
    expect(screen.queryByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).not.toBeInTheDocument();
    // The key travels in the header, never in the URL.
    expect(test.fetch.requests[0].headers.get('x-application-key')).toBe(ACCESS_KEY);
    expect(test.fetch.requests[0].url).not.toContain(ACCESS_KEY);
  });

  it('offers the bank step while it is open: the same application, with the link\'s key, no way back to a form', async () => {
    const { test } = open({ data: { ...STATUS, status: 'received', bankStep: { institutions: BANKS } } });
    expect(await screen.findByRole('heading', { name: 'Pasirinkite pagrindinį banką' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(BANKS.length);
    expect(screen.queryByRole('button', { name: 'Grįžti į paraišką' })).not.toBeInTheDocument();
    expect(test.fetch.requests).toHaveLength(1);
  });

  it('says the banks could not be listed when the provider\'s list is empty, and nothing when the step is closed', async () => {
    open({ data: { ...STATUS, bankStep: { institutions: [] } } });
    expect(await screen.findByText(BANKS_UNAVAILABLE)).toBeInTheDocument();
  });

  it('a declined application: no progress list, the plain explanation and the partner flow\'s link', async () => {
    open({ data: { ...STATUS, status: 'declined', car: null, carAdvertisementUrl: 'https://autoplius.lt/skelbimai/1' } });
    const view = await screen.findByRole('region', { name: 'Būsena: Atmesta' });
    expect(view).toHaveTextContent(APPLICANT_STATUS_EXPLANATIONS.declined);
    expect(screen.queryByRole('list', { name: 'Paraiškos eiga' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://autoplius.lt/skelbimai/1' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('without the link\'s key says how to open the page and asks the API nothing', async () => {
    const { test } = open({ data: STATUS }, `/paraiskos-busena?id=${APPLICATION_ID}`);
    expect(await screen.findByText(NO_STATUS_KEY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rasti paraišką' })).toHaveAttribute('href', '/paraiskos-paieska');
    expect(test.fetch.requests).toHaveLength(0);
  });

  it('shows the API\'s one 404 for a wrong key', async () => {
    const message = 'Paraiška nerasta arba ši nuoroda jos neatveria.';
    open(apiErrorResponse(404, message));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
