import { screen, within } from '@testing-library/react';
import type { CarImage } from '@ratai/domain';
import type { ModerationCar } from '@ratai/api-client';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { RevisionComparison } from './RevisionComparison';
import { changeValueText } from '../../lib/change-value';

const image = (id: number, hash: string): CarImage => ({
  id,
  url: `http://api.test/${hash}-1920.webp`,
  hash,
  ext: '.webp',
  formats: { card: `http://api.test/${hash}-480.webp`, gallery: `http://api.test/${hash}-1024.webp`, full: `http://api.test/${hash}-1920.webp` },
});

/** Only what the comparison reads; the rest of the car does not matter here. */
const revisionCar = {
  id: 12,
  images: [image(21, 'aaa'), image(22, 'ccc')],
  revision: {
    of: 5,
    publicSlug: 'skoda-octavia-2016-abc123',
    status: 'pending',
    rejectionReason: null,
    submittedAt: '2026-11-26T06:00:00.000Z',
    changes: {
      kind: 'general',
      fields: [
        { field: 'price', before: 8500, after: 7900 },
        { field: 'fuelType', before: 'diesel', after: 'petrol' },
        { field: 'description', before: null, after: 'Naujas aprašymas' },
      ],
      photosAdded: 1,
      photosRemoved: 1,
      coverChanged: false,
      photosReordered: false,
    },
  },
} as unknown as ModerationCar;

describe('RevisionComparison', () => {
  it('shows every changed field old → new with labels, and the photos added and removed', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/car-advertisements/5', { id: 5, images: [image(11, 'aaa'), image(12, 'bbb')] });
    renderBackOffice(<RevisionComparison car={revisionCar} />, { fake });
    const table = screen.getByRole('table', { name: 'Pakeisti laukai' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // In the order the API sends them (the form's order).
    expect(rows).toEqual([
      ['Kaina (€)', changeValueText('price', 8500), changeValueText('price', 7900)],
      ['Kuro tipas', 'Dyzelinas', 'Benzinas'],
      ['Aprašymas', '—', 'Naujas aprašymas'],
    ]);
    expect(changeValueText('price', 8500)).toMatch(/^8\s?500\s€$/);
    expect(screen.getByText('Pridėta nuotraukų: 1, pašalinta nuotraukų: 1.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Pridėta nuotrauka 1' })).toHaveAttribute('src', 'http://api.test/ccc-480.webp');
    expect(screen.getByRole('img', { name: 'Pašalinta nuotrauka 1' })).toHaveAttribute('src', 'http://api.test/bbb-480.webp');
  });

  it('shows nothing for a listing that is not a revision', () => {
    const { container } = renderBackOffice(<RevisionComparison car={{ ...revisionCar, revision: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
