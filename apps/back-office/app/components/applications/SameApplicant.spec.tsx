import { screen, within } from '@testing-library/react';
import { SAME_APPLICANT_LIMIT } from '@ratai/domain';
import { renderBackOffice } from '../../test/render';
import { RepeatMark, SameApplicantCard, SameApplicantNotice } from './SameApplicant';

const other = (id: string, carTitle: string | null = null) => ({ id, createdAt: '2026-11-19T08:00:00.000Z', pipelineStatus: 'declined' as const, carTitle });
const newer = { id: 'c3', createdAt: '2026-11-21T09:00:00.000Z', pipelineStatus: 'new' as const, carTitle: 'Toyota Prius, 2017' };

describe("the same person's other applications in the back office", () => {
  it('marks a repeat in the list only when the same person applied before', () => {
    const first = renderBackOffice(<RepeatMark application={{ appliedBefore: false }} />);
    expect(screen.queryByText(/Pakartotinė/)).not.toBeInTheDocument();
    first.unmount();
    renderBackOffice(<RepeatMark application={{ appliedBefore: true }} />);
    expect(screen.getByText('Pakartotinė paraiška')).toBeInTheDocument();
  });

  it("lists each of them on the application's page as a link, with the car and the team's status", () => {
    renderBackOffice(<SameApplicantCard application={{ otherApplications: [newer, other('a1')] }} />);
    const card = screen.getByRole('region', { name: 'Kitos šio asmens paraiškos' });
    expect(card).toHaveTextContent('Rastos pagal tą patį asmens kodą.');
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Toyota Prius, 2017');
    expect(items[0]).toHaveTextContent('Nauja');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/paraiskos/c3');
    expect(items[1]).toHaveTextContent('Bendra paraiška');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/paraiskos/a1');
  });

  it('says when only the newest are listed', () => {
    renderBackOffice(<SameApplicantCard application={{ otherApplications: Array.from({ length: SAME_APPLICANT_LIMIT }, (_, i) => other(`a${i}`)) }} />);
    expect(screen.getByRole('region', { name: 'Kitos šio asmens paraiškos' })).toHaveTextContent(`rodomos ${SAME_APPLICANT_LIMIT} naujausių`);
  });

  it("points from under the record's title to the card, marked as a repeat only when the same person applied before", () => {
    const later = renderBackOffice(<SameApplicantNotice application={{ appliedBefore: false, otherApplications: [newer] }} />);
    expect(screen.getByRole('link', { name: 'Kitos šio asmens paraiškos' })).toHaveAttribute('href', '#kitos-paraiskos');
    expect(screen.queryByText('Pakartotinė paraiška')).not.toBeInTheDocument();
    later.unmount();
    renderBackOffice(<SameApplicantNotice application={{ appliedBefore: true, otherApplications: [other('a1')] }} />);
    expect(screen.getByText('Pakartotinė paraiška')).toBeInTheDocument();
  });

  it('shows no card and no pointer for a person with one application', () => {
    const notice = renderBackOffice(<SameApplicantNotice application={{ appliedBefore: false, otherApplications: [] }} />);
    expect(notice.container).toBeEmptyDOMElement();
    notice.unmount();
    renderBackOffice(<SameApplicantCard application={{ otherApplications: [] }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
