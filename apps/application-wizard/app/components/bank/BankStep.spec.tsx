import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { apiErrorResponse } from '@ratai/api-client/testing';
import { APPLICATION_ID, BANKS } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { BankStep, browserNavigation } from './BankStep';

const ACCESS_KEY = 'k'.repeat(43);
const REDIRECT = `/api/car-application/gocardless/redirect/SEB_CBVILT2X/${APPLICATION_ID}`;

describe('BankStep (spec §2.9, §4 bank step)', () => {
  it('lists the banks with logo, name and BIC; "Toliau" is disabled until one is chosen, then goes to the provider', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { test } = renderPage(<BankStep applicationId={APPLICATION_ID} applicationKey={ACCESS_KEY} institutions={BANKS} onBack={jest.fn()} />);
    test.fetch.on('GET', REDIRECT, { redirectUrl: 'http://bank.test/consent/r1' });

    const next = await screen.findByRole('button', { name: 'Toliau' });
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('BIC: HABALT22')).toBeInTheDocument();
    expect(document.querySelector('img[src="http://bank.test/logos/seb.png"]')).not.toBeNull();

    await user.click(screen.getByRole('radio', { name: /SEB/ }));
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bank.test/consent/r1'));
    expect(test.fetch.requests.map((request) => request.pathname)).toEqual([REDIRECT]);
    // The application's key goes along (issue 18, item 3): the id alone starts nothing.
    expect(test.fetch.requests[0].headers.get('x-application-key')).toBe(ACCESS_KEY);
    // …and stays in this browser for the bank's return (/bankas/grizti reads it from the cookie).
    // (Its path is /bankas: the page there sees it.)
    window.history.pushState({}, '', '/bankas/grizti');
    expect(document.cookie).toContain(`ratai_paraiska=${encodeURIComponent(`${APPLICATION_ID}.${ACCESS_KEY}`)}`);
    window.history.pushState({}, '', '/');
    assign.mockRestore();
  });

  it('searches over names and BICs, ignoring case and diacritics', async () => {
    const user = userEvent.setup();
    renderPage(<BankStep applicationId={APPLICATION_ID} applicationKey={ACCESS_KEY} institutions={BANKS} onBack={jest.fn()} />);
    const search = await screen.findByRole('searchbox', { name: 'Ieškoti banko' });
    await user.type(search, 'siauliu');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['SIAULIU_CBSBLT26']);
    await user.clear(search);
    await user.type(search, 'habalt');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['SWEDBANK_HABALT22']);
    await user.clear(search);
    await user.type(search, 'nėra tokio');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Nieko nerasta.')).toBeInTheDocument();
  });

  it('shows a failed redirect in a danger banner and stays', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { test } = renderPage(<BankStep applicationId={APPLICATION_ID} applicationKey={ACCESS_KEY} institutions={BANKS} onBack={jest.fn()} />);
    test.fetch.on('GET', REDIRECT, apiErrorResponse(502, 'Banko duomenų paslauga laikinai nepasiekiama'));
    await user.click(await screen.findByRole('radio', { name: /SEB/ }));
    await user.click(screen.getByRole('button', { name: 'Toliau' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Banko duomenų paslauga laikinai nepasiekiama');
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('goes back to the form and has no axe violations', async () => {
    const onBack = jest.fn();
    const user = userEvent.setup();
    const { container } = renderPage(<BankStep applicationId={APPLICATION_ID} applicationKey={ACCESS_KEY} institutions={BANKS} onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: 'Grįžti į paraišką' }));
    expect(onBack).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});
