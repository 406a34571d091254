import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import type { ListingDraft } from '@ratai/domain';
import { renderPortal } from '../../test/render';
import { CarListingForm } from './CarListingForm';
import { draftFieldsOf } from './draft-autosave';

/** Issue 16: the upload form saves a draft on the server as the owner types, and continues one. */

const savedAt = '2026-11-26T12:32:00.000Z';
const draft = (fields: ListingDraft['fields'], id = 7): ListingDraft => ({
  id,
  fields,
  images: [],
  headerImage: null,
  sourceListingId: null,
  createdAt: savedAt,
  updatedAt: savedAt,
});

function optionsFake() {
  return createFakeFetch()
    .on('GET', '/api/car-makes', { data: [{ id: 1, name: 'Toyota', slug: 'toyota' }] })
    .on('GET', '/api/car-model/1', { data: [{ id: 11, name: 'Corolla', slug: 'corolla' }] })
    .on('GET', '/api/car-feature-categories', { data: [] });
}

describe('the upload form\'s server-side draft', () => {
  it('creates a draft once typing pauses, then saves the same draft, and says when', async () => {
    const fake = optionsFake()
      .on('POST', '/api/listing-drafts', (request) => draft((request.body as { fields: ListingDraft['fields'] }).fields))
      .on('PUT', '/api/listing-drafts/7', (request) => draft((request.body as { fields: ListingDraft['fields'] }).fields));
    const user = userEvent.setup();
    renderPortal(<CarListingForm onSaved={jest.fn()} currentYear={2026} />, { fake, url: '/paskyra/automobiliai/ikelti' });
    await user.type(await screen.findByLabelText('VIN kodas'), 'WVWZZZ');
    // Nothing while typing: one save after the pause.
    expect(fake.calls('POST', '/api/listing-drafts')).toHaveLength(0);
    await waitFor(() => expect(fake.calls('POST', '/api/listing-drafts')).toHaveLength(1), { timeout: 4000 });
    expect((fake.calls('POST', '/api/listing-drafts')[0].body as { fields: Record<string, unknown> }).fields).toMatchObject({ vinCode: 'WVWZZZ', isForTaxi: false, carFeatures: [] });
    expect(await screen.findByText('Juodraštis išsaugotas 14:32')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kaina (€)'), '8900');
    await waitFor(() => expect(fake.calls('PUT', '/api/listing-drafts/7')).toHaveLength(1), { timeout: 4000 });
    expect((fake.calls('PUT', '/api/listing-drafts/7')[0].body as { fields: Record<string, unknown> }).fields).toMatchObject({ vinCode: 'WVWZZZ', price: '8900' });
    expect(fake.calls('POST', '/api/listing-drafts')).toHaveLength(1);
  });

  it('continues a draft: its values in the fields, saves go to it, and the upload names it', async () => {
    const fake = optionsFake().on('PUT', '/api/listing-drafts/9', (request) => draft((request.body as { fields: ListingDraft['fields'] }).fields, 9));
    const user = userEvent.setup();
    renderPortal(<CarListingForm draft={draft({ vinCode: 'JTDBR32E720123456', price: '12500', isForTaxi: true }, 9)} onSaved={jest.fn()} currentYear={2026} />, {
      fake,
      url: '/paskyra/automobiliai/ikelti',
    });
    expect(await screen.findByLabelText('VIN kodas')).toHaveValue('JTDBR32E720123456');
    expect(screen.getByLabelText('Kaina (€)')).toHaveValue('12500');
    expect(screen.getByText('Juodraštis išsaugotas 14:32')).toBeInTheDocument();
    // Unchanged: nothing to save.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Kaina (€)'));
    await user.type(screen.getByLabelText('Kaina (€)'), '11900');
    await waitFor(() => expect(fake.calls('PUT', '/api/listing-drafts/9')).toHaveLength(1), { timeout: 4000 });
    expect(fake.calls('POST', '/api/listing-drafts')).toHaveLength(0);
  });

  it('keeps only the listing fields, as text, lists and the taxi box', () => {
    expect(draftFieldsOf({ vinCode: 'X', price: 9000, carFeatures: [3, '4'], isForTaxi: 'on', gallery: [new Blob()], unknown: 'y' })).toMatchObject({
      vinCode: 'X',
      price: '9000',
      carFeatures: ['3', '4'],
      isForTaxi: true,
      carMake: '',
    });
    expect(draftFieldsOf({})).not.toHaveProperty('gallery');
  });
});
