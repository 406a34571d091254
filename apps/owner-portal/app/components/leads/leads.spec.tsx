import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerLead, OwnerLeadSummary } from '@ratai/domain';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import Leads from '../../routes/leads';
import { LeadView } from '../../routes/lead';

const ID = '5d4f3c2b-1a09-4e8d-9c7b-6a5f4e3d2c1b';

const summary: OwnerLeadSummary = {
  id: ID,
  car: {
    id: 7,
    slug: 'skoda-octavia-7',
    title: 'Skoda Octavia, 2018',
    cover: { url: 'http://api.test/uploads/cars/a-1024.webp', formats: { card: 'http://api.test/uploads/cars/a-480.webp', gallery: '', full: '' } },
  },
  term: 24,
  monthlyPayment: 475,
  carUsage: 'personal',
  creditLight: 'green',
  applicant: { name: 'Rūta', surname: 'Petraitienė', city: 'Vilnius' },
  passedAt: '2026-11-20T08:00:00.000Z',
  closed: false,
  ownerStatus: null,
};
const lead: OwnerLead = {
  ...summary,
  applicant: { ...summary.applicant, phoneNumber: '+37061234567', email: 'ruta@pavyzdys.lt', companyName: null, companyCode: null },
};
const page = (data: OwnerLeadSummary[], pageCount = 1) => ({ data, meta: { pagination: { page: 1, pageSize: 10, pageCount, total: data.length } } });

describe("the owner's inbox 'Užklausos'", () => {
  it('lists the passed leads with the car, terms, light and status, each opening its page', async () => {
    const fake = createFakeFetch().on('GET', '/api/car-application/owner-leads', page([summary, { ...summary, id: 'kitas', car: null, ownerStatus: { status: 'viewing_booked', note: null, changedAt: summary.passedAt } }], 2));
    renderPortal(<Leads />, { fake, url: '/paskyra/uzklausos' });
    const list = await screen.findByRole('list', { name: 'Užklausų sąrašas' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Rūta Petraitienė' })).toHaveAttribute('href', `/paskyra/uzklausos/${ID}`);
    expect(first).toHaveTextContent('Skoda Octavia, 2018');
    expect(first).toHaveTextContent('24 mėn.');
    expect(first).toHaveTextContent('Nauja');
    expect(first).toHaveTextContent('Kreditinė šviesa: Žalia');
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/cars/a-480.webp');
    // No contacts in the list: they come with the lead's (recorded) opening.
    expect(first).not.toHaveTextContent('+37061234567');
    expect(second).toHaveTextContent('Automobilis ištrintas');
    expect(second).toHaveTextContent('Apžiūra suderinta');
    expect(screen.getByRole('navigation', { name: 'Užklausų puslapiai' })).toBeInTheDocument();
  });

  it('asks the API for the page of ?page=', async () => {
    const fake = createFakeFetch().on('GET', '/api/car-application/owner-leads', page([]));
    renderPortal(<Leads />, { fake, url: '/paskyra/uzklausos?page=3' });
    await screen.findByText(/Užklausų dar nėra/);
    expect(fake.requests.map((request) => request.searchParams.get('page'))).toEqual(['3']);
  });

  it("shows one lead's car, terms and contacts, with what the consent allows said plainly", async () => {
    const fake = createFakeFetch().on('GET', `/api/car-application/owner-leads/${ID}`, lead);
    renderPortal(<LeadView id={ID} />, { fake, url: `/paskyra/uzklausos/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rūta Petraitienė' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skoda Octavia, 2018' })).toHaveAttribute('href', 'http://market.test/automobilio-nuoma/skoda-octavia-7');
    expect(screen.getByRole('link', { name: '+370\u00a0612\u00a034567' })).toHaveAttribute('href', 'tel:+37061234567');
    expect(screen.getByRole('link', { name: 'ruta@pavyzdys.lt' })).toHaveAttribute('href', 'mailto:ruta@pavyzdys.lt');
    expect(screen.getByText(/tik šiai nuomos sutarčiai sudaryti/)).toBeInTheDocument();
    expect(screen.queryByText('Įmonė')).not.toBeInTheDocument();
    // Beside its 'Kreditinė šviesa' label the badge names only the colour (not the label again).
    expect(screen.getByText('Kreditinė šviesa').nextElementSibling).toHaveTextContent(/^Žalia$/);
  });

  it("saves the owner's status with a note and confirms it", async () => {
    const saved: OwnerLead = { ...lead, ownerStatus: { status: 'viewing_booked', note: 'Šeštadienį 10 val.', changedAt: '2026-11-21T08:00:00.000Z' } };
    const fake = createFakeFetch()
      .on('GET', `/api/car-application/owner-leads/${ID}`, lead)
      .on('POST', `/api/car-application/owner-leads/${ID}/status`, saved);
    const user = userEvent.setup();
    renderPortal(<LeadView id={ID} />, { fake, url: `/paskyra/uzklausos/${ID}` });
    const form = await screen.findByRole('form', { name: 'Užklausos būsena' });
    await user.click(within(form).getByRole('button', { name: 'Išsaugoti būseną' }));
    expect(await within(form).findByLabelText('Būsena')).toHaveAccessibleDescription(/Pasirinkite būseną/);
    expect(fake.calls('POST', `/api/car-application/owner-leads/${ID}/status`)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Būsena'), 'Apžiūra suderinta');
    await user.type(within(form).getByLabelText(/Pastaba komandai/), 'Šeštadienį 10 val.');
    fake.on('GET', `/api/car-application/owner-leads/${ID}`, saved);
    await user.click(within(form).getByRole('button', { name: 'Išsaugoti būseną' }));
    expect(await screen.findByText('Būsena išsaugota: Apžiūra suderinta. Ratai komanda ją mato.')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/car-application/owner-leads/${ID}/status`)[0].body).toEqual({ status: 'viewing_booked', note: 'Šeštadienį 10 val.' });
    await waitFor(() => expect(screen.getByText(/Dabar: Apžiūra suderinta/)).toBeInTheDocument());
  });

  it("shows the API's refusal of a change", async () => {
    const fake = createFakeFetch()
      .on('GET', `/api/car-application/owner-leads/${ID}`, lead)
      .on('POST', `/api/car-application/owner-leads/${ID}/status`, () => apiErrorResponse(409, 'Ši užklausa jau užbaigta: jos būsenos pakeisti negalima.'));
    const user = userEvent.setup();
    renderPortal(<LeadView id={ID} />, { fake, url: `/paskyra/uzklausos/${ID}` });
    const form = await screen.findByRole('form', { name: 'Užklausos būsena' });
    await user.selectOptions(within(form).getByLabelText('Būsena'), 'Atsisakyta');
    await user.click(within(form).getByRole('button', { name: 'Išsaugoti būseną' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ši užklausa jau užbaigta: jos būsenos pakeisti negalima.');
  });

  it('has no form once the team closed the lead, and says so', async () => {
    const fake = createFakeFetch().on('GET', `/api/car-application/owner-leads/${ID}`, { ...lead, closed: true, ownerStatus: { status: 'contract_signed', note: null, changedAt: summary.passedAt } });
    renderPortal(<LeadView id={ID} />, { fake, url: `/paskyra/uzklausos/${ID}` });
    expect(await screen.findByText(/Ratai komanda šią užklausą užbaigė/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Užklausos būsena' })).not.toBeInTheDocument();
  });

  it("says 'Užklausa nerasta' for a lead that is not the owner's", async () => {
    const fake = createFakeFetch().on('GET', `/api/car-application/owner-leads/${ID}`, () => apiErrorResponse(404, 'Užklausa nerasta'));
    renderPortal(<LeadView id={ID} />, { fake, url: `/paskyra/uzklausos/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Užklausa nerasta' })).toBeInTheDocument();
  });
});
