import * as v from 'valibot';
import { toFieldErrors, validate } from './errors';
import { type CarListingInput, CarCreateSchema, CarEditSchema, createCarListingSchema } from './car-listing';
import * as m from './messages';

const YEAR = 2026;
const create = createCarListingSchema({ mode: 'create', currentYear: YEAR });
const edit = createCarListingSchema({ mode: 'edit', currentYear: YEAR });

const cover = { name: 'cover.jpg', size: 200000, type: 'image/jpeg' };
const photo = (n: number) => ({ name: `photo-${n}.png`, size: 300000, type: 'image/png' });

/** A complete upload as the form holds it. */
const listing = {
  carMake: 3,
  carModel: 41,
  vinCode: 'wvwzzz1kzaw000001',
  productionYear: 2015,
  bodyType: 'hatchback',
  fuelType: 'diesel',
  gearbox: 'manual',
  doorCount: 'fourFive',
  engineDisplacement: 1968,
  enginePower: 81,
  numberOfSeats: 5,
  drivetrain: 'front',
  inspectionYear: 2027,
  inspectionMonth: 5,
  rimSize: 16,
  airConditioning: 'climateControl',
  price: 7900,
  averageFuelConsumption: 5.2,
  odometer: 185000,
  description: '  Tvarkingas automobilis.  ',
  carFeatures: [1, 4],
  isForTaxi: true,
  gallery: [photo(1), photo(2)],
  headerImage: cover,
} satisfies CarListingInput;

const expectedOutput = {
  carMake: 3,
  carModel: 41,
  vinCode: 'WVWZZZ1KZAW000001',
  productionYear: 2015,
  bodyType: 'hatchback',
  fuelType: 'diesel',
  gearbox: 'manual',
  doorCount: 'fourFive',
  engineDisplacement: 1968,
  enginePower: 81,
  numberOfSeats: 5,
  drivetrain: 'front',
  inspectionYear: 2027,
  inspectionMonth: 5,
  rimSize: 16,
  airConditioning: 'climateControl',
  price: 7900,
  averageFuelConsumption: 5.2,
  odometer: 185000,
  description: 'Tvarkingas automobilis.',
  carFeatures: [1, 4],
  isForTaxi: true,
  gallery: [photo(1), photo(2)],
  headerImage: cover,
  keepImageIds: [],
};

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

function outputOf(schema: typeof create, input: unknown) {
  const result = validate(schema, input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

describe('car listing', () => {
  it('parses a complete upload', () => {
    expect(outputOf(create, listing)).toEqual(expectedOutput);
  });

  it('parses a multipart body (text fields, repeated lists, file descriptors) to the same output', () => {
    const multipart = {
      ...Object.fromEntries(
        Object.entries(listing)
          .filter(([key]) => !['gallery', 'headerImage', 'carFeatures'].includes(key))
          .map(([key, value]) => [key, String(value)]),
      ),
      averageFuelConsumption: '5,2',
      carFeatures: ['1', '4'],
      gallery: [photo(1), photo(2)],
      headerImage: cover,
    };
    expect(outputOf(create, multipart)).toEqual(expectedOutput);
  });

  it.each([
    'carMake',
    'carModel',
    'vinCode',
    'productionYear',
    'bodyType',
    'fuelType',
    'gearbox',
    'doorCount',
    'engineDisplacement',
    'enginePower',
    'numberOfSeats',
    'drivetrain',
    'inspectionYear',
    'inspectionMonth',
    'rimSize',
    'airConditioning',
    'price',
    'averageFuelConsumption',
    'odometer',
  ] as const)('requires %s', (key) => {
    expect(errorsOf(create, { ...listing, [key]: '' })).toEqual([{ path: [key], message: 'Laukas yra privalomas' }]);
  });

  it.each([
    'engineDisplacement',
    'enginePower',
    'numberOfSeats',
    'rimSize',
    'price',
    'averageFuelConsumption',
    'odometer',
  ] as const)('asks for a number in %s', (key) => {
    expect(errorsOf(create, { ...listing, [key]: 'daug' })).toEqual([{ path: [key], message: 'Įveskite skaičių' }]);
  });

  it('makes the description optional and caps it at 5000 characters', () => {
    const { description: _description, ...withoutDescription } = listing;
    expect(outputOf(create, withoutDescription).description).toBeUndefined();
    expect(outputOf(create, { ...listing, description: 'x'.repeat(5000) }).description).toHaveLength(5000);
    expect(errorsOf(create, { ...listing, description: 'x'.repeat(5001) })).toEqual([
      { path: ['description'], message: 'Per ilgas tekstas (daugiausia 5000 simb.)' },
    ]);
  });

  it('checks the VIN', () => {
    expect(outputOf(create, { ...listing, vinCode: ' WVW ZZZ1KZ AW000001 ' }).vinCode).toBe('WVWZZZ1KZAW000001');
    for (const vinCode of ['WVWZZZ1KZAW00000', 'WVWZZZ1KZAW0000012', 'WVWZZZ1KZAW00000O', 'WVWZZZ1KZAW00000I']) {
      expect(errorsOf(create, { ...listing, vinCode })).toEqual([{ path: ['vinCode'], message: 'Neteisingas VIN kodas' }]);
    }
  });

  it('holds the production year after 1980 and not after the current year', () => {
    expect(outputOf(create, { ...listing, productionYear: '1981' }).productionYear).toBe(1981);
    expect(outputOf(create, { ...listing, productionYear: YEAR }).productionYear).toBe(YEAR);
    expect(errorsOf(create, { ...listing, productionYear: 1980 })).toEqual([
      { path: ['productionYear'], message: 'Reikšmė turi būti ne mažesnė nei 1981' },
    ]);
    expect(errorsOf(create, { ...listing, productionYear: YEAR + 1 })).toEqual([
      { path: ['productionYear'], message: 'Reikšmė turi būti ne didesnė nei 2026' },
    ]);
  });

  it('holds the inspection to the current year and the 2 following, months 1–12', () => {
    expect(outputOf(create, { ...listing, inspectionYear: YEAR }).inspectionYear).toBe(YEAR);
    expect(outputOf(create, { ...listing, inspectionYear: YEAR + 2 }).inspectionYear).toBe(YEAR + 2);
    expect(errorsOf(create, { ...listing, inspectionYear: YEAR - 1 })).toEqual([
      { path: ['inspectionYear'], message: 'Reikšmė turi būti ne mažesnė nei 2026' },
    ]);
    expect(errorsOf(create, { ...listing, inspectionYear: YEAR + 3 })).toEqual([
      { path: ['inspectionYear'], message: 'Reikšmė turi būti ne didesnė nei 2028' },
    ]);
    expect(errorsOf(create, { ...listing, inspectionMonth: 0 })).toEqual([
      { path: ['inspectionMonth'], message: 'Reikšmė turi būti ne mažesnė nei 1' },
    ]);
    expect(errorsOf(create, { ...listing, inspectionMonth: 13 })).toEqual([
      { path: ['inspectionMonth'], message: 'Reikšmė turi būti ne didesnė nei 12' },
    ]);
  });

  it('caps the price at 999999', () => {
    expect(outputOf(create, { ...listing, price: 999999 }).price).toBe(999999);
    expect(errorsOf(create, { ...listing, price: 1000000 })).toEqual([
      { path: ['price'], message: 'Reikšmė turi būti ne didesnė nei 999\u00a0999' },
    ]);
  });

  it('refuses unknown enum values and non-id makes', () => {
    expect(errorsOf(create, { ...listing, bodyType: 'tank', carMake: 'abc' })).toEqual([
      { path: ['carMake'], message: m.INVALID_VALUE },
      { path: ['bodyType'], message: m.INVALID_VALUE },
    ]);
  });

  it('reads features and the taxi flag', () => {
    expect(outputOf(create, { ...listing, carFeatures: '7' }).carFeatures).toEqual([7]);
    expect(outputOf(create, { ...listing, carFeatures: undefined }).carFeatures).toEqual([]);
    expect(outputOf(create, { ...listing, isForTaxi: undefined }).isForTaxi).toBe(false);
    expect(outputOf(create, { ...listing, isForTaxi: 'false' }).isForTaxi).toBe(false);
  });

  describe('images on create', () => {
    it('requires the gallery and the header image', () => {
      expect(errorsOf(create, { ...listing, gallery: [], headerImage: undefined })).toEqual([
        { path: ['headerImage'], message: 'Laukas yra privalomas' },
        { path: ['gallery'], message: 'Laukas yra privalomas' },
      ]);
    });

    it('reports missing images with other errors even when pipes abort early (react-hook-form)', () => {
      const result = v.safeParse(create, { ...listing, price: '', gallery: [] }, { abortPipeEarly: true });
      expect(toFieldErrors(result.issues ?? [])).toEqual([
        { path: ['price'], message: 'Laukas yra privalomas' },
        { path: ['gallery'], message: 'Laukas yra privalomas' },
      ]);
    });

    it('ignores keepImageIds', () => {
      expect(errorsOf(create, { ...listing, gallery: [], keepImageIds: [1, 2] })).toEqual([
        { path: ['gallery'], message: 'Laukas yra privalomas' },
      ]);
      expect(outputOf(create, { ...listing, keepImageIds: [1] }).keepImageIds).toEqual([]);
    });

    it('applies the file rules', () => {
      expect(errorsOf(create, { ...listing, headerImage: { ...cover, size: 5242881 } })).toEqual([
        { path: ['headerImage'], message: 'Failas yra per didelis' },
      ]);
      expect(errorsOf(create, { ...listing, gallery: [{ name: 'a.webp', size: 1, type: 'image/webp' }] })).toEqual([
        { path: ['gallery'], message: 'Neteisingas failo tipas' },
      ]);
      expect(errorsOf(create, { ...listing, headerImage: [cover, cover] })).toEqual([
        { path: ['headerImage'], message: 'Per daug failų' },
      ]);
    });

    it('allows up to 10 gallery images', () => {
      const ten = Array.from({ length: 10 }, (_, n) => photo(n));
      expect(outputOf(create, { ...listing, gallery: ten }).gallery).toHaveLength(10);
      expect(errorsOf(create, { ...listing, gallery: [...ten, photo(10)] })).toEqual([
        { path: ['gallery'], message: 'Per daug failų' },
      ]);
    });
  });

  describe('images on edit', () => {
    it('needs no new images when the car keeps some and has its header image', () => {
      const output = outputOf(edit, { ...listing, gallery: [], headerImage: undefined, keepImageIds: ['5', '6'] });
      expect(output.gallery).toEqual([]);
      expect(output.headerImage).toBeNull();
      expect(output.keepImageIds).toEqual([5, 6]);
    });

    it('requires an image when none is kept or added', () => {
      expect(errorsOf(edit, { ...listing, gallery: [], headerImage: undefined })).toEqual([
        { path: ['gallery'], message: 'Laukas yra privalomas' },
      ]);
    });

    it('counts kept images toward the limit of 10', () => {
      const keepImageIds = [1, 2, 3, 4, 5, 6, 7, 8];
      expect(validate(edit, { ...listing, gallery: [photo(1), photo(2)], keepImageIds }).success).toBe(true);
      expect(errorsOf(edit, { ...listing, gallery: [photo(1), photo(2), photo(3)], keepImageIds })).toEqual([
        { path: ['gallery'], message: 'Per daug failų' },
      ]);
    });

    it('requires a header image when the car has none', () => {
      const editWithoutHeader = createCarListingSchema({ mode: 'edit', currentYear: YEAR, hasHeaderImage: false });
      expect(errorsOf(editWithoutHeader, { ...listing, headerImage: undefined })).toEqual([
        { path: ['headerImage'], message: 'Laukas yra privalomas' },
      ]);
    });
  });

  it('exports ready schemas that read the year from the clock', () => {
    const thisYear = new Date().getFullYear();
    expect(validate(CarCreateSchema, { ...listing, productionYear: thisYear, inspectionYear: thisYear }).success).toBe(
      true,
    );
    expect(errorsOf(CarEditSchema, { ...listing, productionYear: thisYear + 1, inspectionYear: thisYear })).toEqual([
      { path: ['productionYear'], message: `Reikšmė turi būti ne didesnė nei ${thisYear}` },
    ]);
  });
});
