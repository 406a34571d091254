import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { CarListingForm } from './CarListingForm';

/** A stand-in for XMLHttpRequest: records the request, lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The request the form sent last (fails the test when there is none). */
function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
}

const realXhr = global.XMLHttpRequest;
beforeAll(() => {
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
  document.cookie = 'token=owner.jwt.token; Path=/';
});
afterAll(() => {
  global.XMLHttpRequest = realXhr;
  document.cookie = 'token=; Path=/; Max-Age=0';
});

function optionsFake() {
  return createFakeFetch()
    .on('GET', '/api/car-makes', { data: [{ id: 1, name: 'Toyota', slug: 'toyota' }] })
    .on('GET', '/api/car-model/1', { data: [{ id: 11, name: 'Corolla', slug: 'corolla' }] })
    .on('GET', '/api/car-feature-categories', { data: [{ id: 5, name: 'Komfortas', features: [{ id: 51, name: 'Šildomos sėdynės' }] }] });
}

const photo = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

it('sends the listing as multipart (fields, features, photos in order, the chosen cover) with a progress bar per photo', async () => {
  const onSaved = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderPortal(<CarListingForm onSaved={onSaved} currentYear={2026} />, { fake: optionsFake() });

  await user.upload(await screen.findByLabelText('Nuotraukos'), [photo('a.jpg', 400), photo('b.jpg', 500)]);
  await user.click(screen.getByRole('button', { name: 'Padaryti viršeliu: b.jpg' }));
  await screen.findByRole('option', { name: 'Toyota' });
  await user.selectOptions(screen.getByLabelText('Markė'), 'Toyota');
  await user.selectOptions(screen.getByLabelText('Modelis'), await screen.findByRole('option', { name: 'Corolla' }));
  await user.type(screen.getByLabelText('VIN kodas'), 'JTDBR32E720123456');
  await user.selectOptions(screen.getByLabelText('Pagaminimo metai'), '2018');
  await user.selectOptions(screen.getByLabelText('Kėbulo tipas'), 'sedan');
  await user.selectOptions(screen.getByLabelText('Kuro tipas'), 'hybrid');
  await user.selectOptions(screen.getByLabelText('Pavarų dėžė'), 'automatic');
  await user.selectOptions(screen.getByLabelText('Durų skaičius'), 'fourFive');
  await user.selectOptions(screen.getByLabelText('Varomieji ratai'), 'front');
  await user.selectOptions(screen.getByLabelText('Kondicionierius'), 'climateControl');
  await user.type(screen.getByLabelText('Variklio tūris (cm³)'), '1798');
  await user.type(screen.getByLabelText('Variklio galia (kW)'), '90');
  await user.type(screen.getByLabelText('Sėdimų vietų skaičius'), '5');
  await user.type(screen.getByLabelText('Ratlankių dydis (coliais)'), '16');
  await user.type(screen.getByLabelText('Vidutinės kuro sąnaudos (l/100 km)'), '4,5');
  await user.type(screen.getByLabelText('Rida (km)'), '120000');
  await user.selectOptions(screen.getByLabelText('Techninė apžiūra iki (metai)'), '2027');
  await user.selectOptions(screen.getByLabelText('Techninė apžiūra iki (mėnuo)'), '6');
  await user.type(screen.getByLabelText('Kaina (€)'), '12500');
  await user.click(await screen.findByRole('checkbox', { name: 'Šildomos sėdynės' }));
  await user.click(screen.getByRole('button', { name: 'Įkelti skelbimą' }));

  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  const xhr = lastXhr();
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('http://api.test/api/car-advertisement/create');
  expect(xhr.headers['Authorization']).toBe('Bearer owner.jwt.token');
  const body = xhr.body as FormData;
  expect(body.get('carMake')).toBe('1');
  expect(body.get('carModel')).toBe('11');
  expect(body.get('vinCode')).toBe('JTDBR32E720123456');
  expect(body.get('averageFuelConsumption')).toBe('4.5');
  expect(body.getAll('carFeatures')).toEqual(['51']);
  expect(body.get('coverIndex')).toBe('1');
  expect(body.has('headerImage')).toBe(false);
  expect(body.has('keepImageIds')).toBe(false);
  expect((body.getAll('gallery') as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  // The photos are the body's last parts.
  expect([...body.keys()].slice(-2)).toEqual(['gallery', 'gallery']);

  // 100 bytes of fields, then 400 + 500 bytes of photos.
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 300, total: 1000 }));
  expect(screen.getByRole('progressbar', { name: 'a.jpg įkėlimas' })).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByRole('progressbar', { name: 'b.jpg įkėlimas' })).toHaveAttribute('aria-valuenow', '0');

  expect(screen.queryByText(/Nuotraukos įkeltos, apdorojamos/)).not.toBeInTheDocument();

  // Every byte sent, no answer yet: the server is resizing the photos, and the form says so.
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 }));
  expect(screen.getByRole('progressbar', { name: 'b.jpg įkėlimas' })).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByText('Nuotraukos įkeltos, apdorojamos… Tai gali užtrukti kelias sekundes.')).toHaveAttribute('role', 'status');

  act(() => xhr.respond(201, { id: 77, slug: 'toyota-corolla-2018-abc123' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })));
  expect(screen.queryByText(/Nuotraukos įkeltos, apdorojamos/)).not.toBeInTheDocument();
}, 90_000);

it('shows the API’s message in a danger banner and keeps what was typed', async () => {
  FakeXhr.last = null;
  const user = userEvent.setup({ delay: null });
  const car = {
    id: 9, slug: 's', visibility: 'visible', reviewStatus: 'approved', rejectionReason: null, hiddenByTeam: null,
    headerImage: { url: 'g1' }, images: [{ id: 1, url: 'f1', hash: 'h1', ext: '.webp', formats: { card: 'c1', gallery: 'g1', full: 'f1' } }],
    isForTaxi: false, engineDisplacement: 1798, gearbox: 'automatic', bodyType: 'sedan', fuelType: 'hybrid', productionYear: 2018,
    odometer: 120000, price: 12500, fromPricePerMonth: 400, carMake: { id: 1, name: 'Toyota', slug: 'toyota' }, carModel: { id: 11, name: 'Corolla', slug: 'corolla' }, saleStatus: 'available',
    carFeatures: [{ id: 51 }], vinCode: 'JTDBR32E720123456', doorCount: 'fourFive', enginePower: 90, numberOfSeats: 5, drivetrain: 'front',
    inspectionYear: 2027, inspectionMonth: 6, rimSize: 16, airConditioning: 'climateControl', averageFuelConsumption: 4.5, description: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  } as const;
  renderPortal(<CarListingForm car={car as never} onSaved={jest.fn()} currentYear={2026} />, { fake: optionsFake() });
  await waitFor(() => expect(screen.getByLabelText('Modelis')).toHaveValue('11'));
  expect(await screen.findByRole('checkbox', { name: 'Šildomos sėdynės' })).toBeChecked();
  await user.clear(screen.getByLabelText('Kaina (€)'));
  await user.type(screen.getByLabelText('Kaina (€)'), '11900');
  await user.click(screen.getByRole('button', { name: 'Atnaujinti skelbimą' }));
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  const xhr = lastXhr();
  expect(xhr.method).toBe('PUT');
  expect(xhr.url).toBe('http://api.test/api/car-advertisement/edit/9');
  expect((xhr.body as FormData).getAll('keepImageIds')).toEqual(['1']);
  expect((xhr.body as FormData).get('coverIndex')).toBe('0');
  act(() => xhr.respond(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Neteisinga reikšmė', details: { errors: [{ path: ['carModel'], message: 'Neteisinga reikšmė' }] } } }));
  expect(await screen.findByText('Neteisinga reikšmė', { selector: '[role="alert"] *, [role="alert"]' })).toBeInTheDocument();
  expect(screen.getByLabelText('Modelis')).toHaveAccessibleDescription('Neteisinga reikšmė');
  expect(screen.getByLabelText('Kaina (€)')).toHaveValue('11900');
});
