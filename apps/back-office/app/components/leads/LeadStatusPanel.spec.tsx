import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamLeadDetail } from '@ratai/domain';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { LeadStatusPanel } from './LeadStatusPanel';

const lead: TeamLeadDetail = {
  id: 12,
  kind: 'callback',
  status: 'new',
  name: 'Petras',
  phone: '+37061100002',
  email: null,
  car: null,
  subject: 'Skambučio užsakymas',
  lastNote: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  statusChangedAt: null,
  history: [],
};

describe('LeadStatusPanel', () => {
  it("shows the status as 'Nauja' and offers 'Paskambinta' first", () => {
    renderBackOffice(<LeadStatusPanel lead={lead} />);
    expect(screen.getByText('Nauja', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nauja būsena')).toHaveValue('called');
    expect(screen.getByText('Būsena dar nekeista.')).toBeInTheDocument();
  });

  it('requires a note, then sends the status with it', async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/leads/12/status', { ...lead, status: 'called', history: [] });
    const user = userEvent.setup();
    renderBackOffice(<LeadStatusPanel lead={lead} />, { fake });
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByLabelText('Pastaba')).toHaveAccessibleDescription(/Parašykite pastabą/);
    expect(fake.calls('POST', '/api/moderation/leads/12/status')).toHaveLength(0);

    await user.type(screen.getByLabelText('Pastaba'), 'Paskambinta, domisi Octavia');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Būsena pakeista: Paskambinta.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/leads/12/status')[0].body).toEqual({ status: 'called', note: 'Paskambinta, domisi Octavia' });
    await waitFor(() => expect(screen.getByLabelText('Pastaba')).toHaveValue(''));
  });

  it("shows the API's refusal and keeps the note", async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/leads/12/status', apiErrorResponse(404, 'Užklausa nerasta'));
    const user = userEvent.setup();
    renderBackOffice(<LeadStatusPanel lead={lead} />, { fake });
    await user.selectOptions(screen.getByLabelText('Nauja būsena'), 'closed');
    await user.type(screen.getByLabelText('Pastaba'), 'Nebeaktualu');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Užklausa nerasta')).toBeInTheDocument();
    expect(screen.getByLabelText('Pastaba')).toHaveValue('Nebeaktualu');
  });

  it('lists the history with who, when and the note; a note without a change shows the status once', () => {
    renderBackOffice(
      <LeadStatusPanel
        lead={{
          ...lead,
          status: 'called',
          history: [
            { from: 'new', to: 'called', note: 'Neatsiliepė', actor: { id: 1, email: 'komanda@ratai.lt' }, createdAt: '2026-11-25T09:00:00.000Z' },
            { from: 'called', to: 'called', note: 'Perskambino, sutarė', actor: { id: 1, email: 'komanda@ratai.lt' }, createdAt: '2026-11-25T10:00:00.000Z' },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nauja → Paskambinta');
    expect(items[0]).toHaveTextContent('komanda@ratai.lt');
    expect(items[0]).toHaveTextContent('Neatsiliepė');
    expect(items[1]).toHaveTextContent(/^Paskambinta /);
    expect(items[1]).toHaveTextContent('Perskambino, sutarė');
  });
});
