import { HttpError } from '../../src/http/errors';
import { parseListingForm, type ParsedListing } from '../../src/modules/listings/listing-input';
import type { FormFile, MultipartForm } from '../../src/http/multipart-form';
import { listingFields, type Catalog } from './listing-helpers';

/** The image plan of create and edit, without a database or real images. */
describe('parseListingForm', () => {
  const catalog: Catalog = { makeId: 1, modelId: 2, otherMakeId: 3, otherModelId: 4, featureIds: [5, 6, 7] };
  const file = (field: string, name: string): FormFile => ({ field, name: `${name}.png`, type: 'image/png', size: 10, path: `/spool/${name}` });
  const form = (fields: Record<string, string | string[]>, files: FormFile[]): MultipartForm => {
    const byField: Record<string, FormFile[]> = {};
    for (const f of files) (byField[f.field] ??= []).push(f);
    return { fields: { ...listingFields(catalog), ...fields }, files: byField };
  };
  /** The plan as readable labels: file names for new images, ids for kept ones, * on the cover. */
  const labels = (parsed: ParsedListing) =>
    parsed.plan.images.map((image, index) => {
      const label = image.kind === 'new' ? image.file.name.replace('.png', '') : `#${image.id}`;
      return index === parsed.plan.coverIndex ? `${label}*` : label;
    });
  const errorsOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof HttpError) return (error.details['errors'] as { path: string[]; message: string }[]).map((e) => `${e.path.join('.')}: ${e.message}`);
      throw error;
    }
    throw new Error('expected a validation error');
  };

  it('create: a headerImage goes first as the cover', () => {
    const parsed = parseListingForm(form({}, [file('gallery', 'a'), file('headerImage', 'h'), file('gallery', 'b')]));
    expect(labels(parsed)).toEqual(['h*', 'a', 'b']);
    expect(parsed.fields).toMatchObject({ carMake: 1, carModel: 2, price: 8500, averageFuelConsumption: 5.6, isForTaxi: true, carFeatures: [5, 6] });
  });

  it('create: coverIndex marks a gallery image as the cover without moving it', () => {
    const parsed = parseListingForm(form({ coverIndex: '2' }, [file('gallery', 'a'), file('gallery', 'b'), file('gallery', 'c')]));
    expect(labels(parsed)).toEqual(['a', 'b', 'c*']);
  });

  it('create: needs a cover', () => {
    expect(errorsOf(() => parseListingForm(form({}, [file('gallery', 'a')])))).toEqual(['headerImage: Laukas yra privalomas']);
  });

  it('create: refuses a cover index that is not one index of the gallery', () => {
    for (const coverIndex of ['3', '-1', '1.5', 'antras', ['0', '1']]) {
      expect(errorsOf(() => parseListingForm(form({ coverIndex }, [file('gallery', 'a'), file('gallery', 'b'), file('gallery', 'c')])))).toEqual([
        'coverIndex: Neteisinga reikšmė',
      ]);
    }
  });

  const existing = { ids: [10, 11, 12, 13], coverId: 10 };

  it('edit: an unlisted cover stays first; unlisted gallery images are removed', () => {
    const parsed = parseListingForm(form({ keepImageIds: ['13', '11'] }, [file('gallery', 'n')]), existing);
    expect(labels(parsed)).toEqual(['#10*', '#13', '#11', 'n']);
    expect(parsed.removedImageIds).toEqual([12]);
  });

  it('edit: a listed cover stays the cover where it is listed', () => {
    const parsed = parseListingForm(form({ keepImageIds: ['11', '10'] }, []), existing);
    expect(labels(parsed)).toEqual(['#11', '#10*']);
    expect(parsed.removedImageIds).toEqual([12, 13]);
  });

  it('edit: a new cover by index replaces an unlisted old cover', () => {
    const parsed = parseListingForm(form({ keepImageIds: ['11'], coverIndex: '1' }, [file('gallery', 'n')]), existing);
    expect(labels(parsed)).toEqual(['#11', 'n*']);
    expect(parsed.removedImageIds).toEqual([10, 12, 13]);
  });

  it('edit: a new headerImage replaces the cover; listing the old cover keeps it in the gallery', () => {
    const parsed = parseListingForm(form({ keepImageIds: ['10', '11'] }, [file('headerImage', 'h')]), existing);
    expect(labels(parsed)).toEqual(['h*', '#10', '#11']);
    expect(parsed.removedImageIds).toEqual([12, 13]);
  });

  it("edit: refuses ids that are not the car's images", () => {
    expect(errorsOf(() => parseListingForm(form({ keepImageIds: ['11', '99'] }, []), existing))).toEqual(['keepImageIds: Neteisinga reikšmė']);
  });

  it('refuses a text part under a file field name', () => {
    expect(errorsOf(() => parseListingForm(form({ gallery: 'https://kitur.lt/a.png' }, [file('headerImage', 'h')])))).toEqual([
      'gallery: Nežinoma klaida',
    ]);
  });
});
