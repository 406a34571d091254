import sharp from 'sharp';
import { ONBOARDING_BANNER } from '@ratai/domain';
import { fromPricePerMonth } from '@ratai/pricing';
import { readdir } from 'node:fs/promises';
import { uploadSpoolDir } from '../../src/http/upload-spool';
import { processImage } from '../../src/images/process-image';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import {
  GREY,
  YELLOW,
  fieldErrors,
  filesOf,
  jpegFile,
  jpegWithExif,
  listingFields,
  listingRowCounts,
  pngFile,
  png,
  sendForm,
  storedFiles,
  type Catalog,
  type UploadFile,
} from './listing-helpers';
import { listingSetup } from './listing-setup';

const CREATE = '/api/car-advertisement/create';

describe('POST /api/car-advertisement/create', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let red: Buffer;
  let green: Buffer;
  let blue: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ catalog, owner, images: { red, green, blue } } = await listingSetup(t, 800, 600));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every failure case must leave exactly what was there before. */
  async function expectNothingWritten(run: () => Promise<void>) {
    const [rowsBefore, filesBefore] = await Promise.all([listingRowCounts(t.db), storedFiles(t)]);
    await run();
    expect(await listingRowCounts(t.db)).toEqual(rowsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  }

  it('creates a pending listing with the gallery in the order sent and the chosen cover', async () => {
    const exifJpeg = await jpegWithExif(GREY);
    // The test image really carries EXIF, or "stripped" would prove nothing.
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();

    const res = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '1' }, [
      pngFile('gallery', red, 'pirma.png'),
      jpegFile('gallery', exifJpeg, 'antra.jpg'),
      pngFile('gallery', green, 'trecia.PNG'),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json();
    expect(car).toMatchObject({
      reviewStatus: 'pending',
      visibility: 'visible',
      rejectionReason: null,
      carMake: { id: catalog.makeId, name: 'Škoda' },
      carModel: { id: catalog.modelId, name: 'Octavia Žalia' },
      price: 8500,
      fromPricePerMonth: fromPricePerMonth(8500),
      averageFuelConsumption: 5.6,
      isForTaxi: true,
      description: 'Tvarkingas automobilis, viena savininkė.',
      carFeatures: catalog.featureIds.slice(0, 2).map((id) => expect.objectContaining({ id })),
    });
    expect(car.ownerId).toBeUndefined();
    expect(car.slug).toMatch(/^skoda-octavia-zalia-2016-[a-z0-9]{6}$/);

    // Order as sent; the cover is the second image and stays in its place.
    const images: { id: number; hash: string; ext: string; url: string }[] = car.images;
    expect(images).toHaveLength(3);
    const rows = await t.db.selectFrom('car_images').selectAll().where('car_advertisement_id', '=', car.id).orderBy('position').execute();
    expect(rows.map((r) => r.id)).toEqual(images.map((i) => i.id));
    expect(rows.map((r) => r.is_cover)).toEqual([false, true, false]);
    expect(car.headerImage.url).toContain(images[1].hash);
    expect(images.every((i) => i.ext === '.webp')).toBe(true);

    expect(images[0].hash).toBe((await processImage(red)).hash);
    // Every variant of every image is on disk, as WebP, without any metadata left.
    const files = await storedFiles(t);
    for (const image of images) {
      for (const name of filesOf(image.hash)) {
        expect(files).toContain(name);
        const meta = await sharp(await t.readStoredFile(`cars/${name}`)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
    const full = await sharp(await t.readStoredFile(`cars/${images[1].hash}-1920.webp`)).metadata();
    expect([full.width, full.height]).toEqual([640, 480]);

    // The listing waits for review: features stored, review fields empty.
    const row = await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: owner.id, review_status: 'pending', reviewed_at: null, reviewed_by: null });
    expect(row.from_price_per_month).toBe(fromPricePerMonth(8500));
  });

  it('puts a headerImage first as the cover, then the gallery', async () => {
    const header = await png(1200, 900, YELLOW);
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
      pngFile('gallery', blue),
      pngFile('headerImage', header, 'virselis.png'),
      pngFile('gallery', red),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json();
    expect(car.images).toHaveLength(3);
    const rows = await t.db.selectFrom('car_images').select(['hash', 'is_cover', 'width']).where('car_advertisement_id', '=', car.id).orderBy('position').execute();
    expect(rows.map((r) => r.is_cover)).toEqual([true, false, false]);
    expect(rows[0].width).toBe(1200);
    expect(car.headerImage.url).toContain(rows[0].hash);
    // Same photo as in the first listing: one set of files, shared.
    expect(rows[2].hash).toBe((await t.db.selectFrom('car_images').select('hash').orderBy('id').executeTakeFirstOrThrow()).hash);
  });

  it('refuses a script named .png with image/png and stores nothing', async () => {
    await expectNothingWritten(async () => {
      const script = Buffer.from('#!/bin/sh\nrm -rf / # not a picture\n'.repeat(20));
      const res = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '0' }, [
        pngFile('gallery', red),
        pngFile('gallery', script, 'katinas.png'),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Neteisingas failo tipas');
      expect(fieldErrors(res.json())).toEqual({ gallery: 'Neteisingas failo tipas' });
    });
  });

  it('refuses a file of the wrong declared type', async () => {
    await expectNothingWritten(async () => {
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
        pngFile('headerImage', red),
        { field: 'gallery', name: 'animacija.gif', type: 'image/gif', data: green },
      ]);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.json())).toEqual({ gallery: 'Neteisingas failo tipas' });
    });
  });

  it('refuses a file over 5242880 bytes', async () => {
    await expectNothingWritten(async () => {
      // A valid PNG start followed by padding: the size limit must trip before any decoding.
      const big = Buffer.concat([red, Buffer.alloc(5242880 + 1 - red.length + 10, 1)]);
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', big, 'didele.png')]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('Failas yra per didelis');
      expect(fieldErrors(res.json())).toEqual({ gallery: 'Failas yra per didelis' });
    });
  });

  it('refuses 11 gallery files', async () => {
    await expectNothingWritten(async () => {
      const gallery = Array.from({ length: 11 }, () => pngFile('gallery', red));
      const res = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '0' }, gallery);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Per daug failų');
      expect(fieldErrors(res.json())).toEqual({ gallery: 'Per daug failų' });
    });
  });

  it('refuses more files than a request may carry (multipart limit) in the same words', async () => {
    await expectNothingWritten(async () => {
      const gallery = Array.from({ length: 13 }, () => pngFile('gallery', red));
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), gallery);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ status: 413, message: 'Per daug failų' });
    });
  });

  it('refuses a decompression bomb (50 MP in a small file) and stores nothing', async () => {
    // sharp creates 3 or 4 channels only; greyscale() keeps the file small all the same.
    const bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5242880);
    await expectNothingWritten(async () => {
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', bomb)]);
      expect(res.statusCode).toBe(400);
      // sharp refuses the header before decoding a pixel; processImage names the 40 MP cap.
      expect(fieldErrors(res.json())['gallery']).toBe('Nuotrauka per didelė (daugiausia 40 MP)');
    });
    // Encoding 50 MP takes a second or two alone, more on a busy machine.
  }, 60000);

  it('leaves no listing and no file when storing the third image fails', async () => {
    const files: UploadFile[] = [
      pngFile('gallery', await png(320, 240, { r: 1, g: 2, b: 3 })),
      pngFile('gallery', await png(320, 240, { r: 4, g: 5, b: 6 })),
      pngFile('gallery', await png(320, 240, { r: 7, g: 8, b: 9 })),
    ];
    const storage = t.app.storage;
    const original = storage.put.bind(storage);
    let puts = 0;
    // Three variants per image: the seventh write is the third image's first file.
    const spy = jest.spyOn(storage, 'put').mockImplementation(async (key, data, type) => {
      puts += 1;
      if (puts === 7) throw new Error('disk full');
      return original(key, data, type);
    });
    try {
      await expectNothingWritten(async () => {
        const res = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '2' }, files);
        expect(res.statusCode).toBe(500);
        expect(res.json().error.message).toBe('Serverio klaida. Bandykite dar kartą vėliau.');
      });
      expect(puts).toBe(7);
    } finally {
      spy.mockRestore();
    }
  });

  it('deletes the written files when the database transaction fails', async () => {
    const fresh = await png(300, 200, { r: 11, g: 12, b: 13 });
    const spy = jest.spyOn(t.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    try {
      await expectNothingWritten(async () => {
        const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', fresh), pngFile('gallery', green)]);
        expect(res.statusCode).toBe(500);
      });
    } finally {
      spy.mockRestore();
    }
    // The green photo belongs to an earlier listing: its files must have survived the cleanup.
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf((await processImage(green)).hash)));
  });

  it('answers missing required fields at their paths with "Laukas yra privalomas"', async () => {
    await expectNothingWritten(async () => {
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog, { vinCode: undefined, price: '', carMake: undefined }), []);
      expect(res.statusCode).toBe(400);
      const errors = fieldErrors(res.json());
      expect(errors).toMatchObject({
        vinCode: 'Laukas yra privalomas',
        price: 'Laukas yra privalomas',
        carMake: 'Laukas yra privalomas',
        gallery: 'Laukas yra privalomas',
        headerImage: 'Laukas yra privalomas',
      });
      expect(res.json().error.name).toBe('ValidationError');
    });
  });

  it('answers text in numeric fields with "Įveskite skaičių"', async () => {
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog, { odometer: 'daug' }), [pngFile('headerImage', red), pngFile('gallery', green)]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ odometer: 'Įveskite skaičių' });
  });

  it('refuses unknown make, a model of another make and unknown features', async () => {
    await expectNothingWritten(async () => {
      const files = [pngFile('headerImage', red), pngFile('gallery', green)];
      const unknownMake = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog, { carMake: '999999' }), files);
      expect(unknownMake.statusCode).toBe(400);
      expect(fieldErrors(unknownMake.json())).toMatchObject({ carMake: 'Neteisinga reikšmė' });

      const foreignModel = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog, { carModel: String(catalog.otherModelId) }), files);
      expect(foreignModel.statusCode).toBe(400);
      expect(fieldErrors(foreignModel.json())).toEqual({ carModel: 'Neteisinga reikšmė' });

      const features = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog, { carFeatures: [String(catalog.featureIds[0]), '999999'] }), files);
      expect(features.statusCode).toBe(400);
      expect(fieldErrors(features.json())).toEqual({ carFeatures: 'Neteisinga reikšmė' });
    });
  });

  it('refuses a cover index out of range, or together with a headerImage', async () => {
    await expectNothingWritten(async () => {
      const outOfRange = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '2' }, [pngFile('gallery', red), pngFile('gallery', green)]);
      expect(outOfRange.statusCode).toBe(400);
      expect(fieldErrors(outOfRange.json())).toEqual({ coverIndex: 'Neteisinga reikšmė' });

      const both = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), coverIndex: '0' }, [pngFile('gallery', red), pngFile('headerImage', green)]);
      expect(both.statusCode).toBe(400);
      expect(fieldErrors(both.json())).toEqual({ coverIndex: 'Neteisinga reikšmė' });
    });
  });

  it('refuses unknown fields and unknown file fields', async () => {
    const res = await sendForm(t, 'POST', CREATE, owner.auth, { ...listingFields(catalog), color: 'raudona' }, [
      pngFile('headerImage', red),
      pngFile('gallery', green),
      pngFile('avatar', blue),
    ]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ color: 'Nežinomas laukas', avatar: 'Nežinomas laukas' });
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: CREATE, headers: owner.auth, payload: listingFields(catalog) });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Užklausa turi būti multipart/form-data');
  });

  it('answers 403 with the onboarding text to a user still onboarding', async () => {
    const onboarding = await createUser(t.app, t.db, { profile: null });
    await expectNothingWritten(async () => {
      const res = await sendForm(t, 'POST', CREATE, onboarding.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ONBOARDING_BANNER);
    });
  });

  it('answers 401 without a session', async () => {
    await expectNothingWritten(async () => {
      const res = await sendForm(t, 'POST', CREATE, {}, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
      expect(res.statusCode).toBe(401);
    });
  });

  it('accepts a personal-profile owner too and gives each listing its own slug', async () => {
    const person = await createUser(t.app, t.db, { profile: 'personal' });
    const first = await sendForm(t, 'POST', CREATE, person.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
    const second = await sendForm(t, 'POST', CREATE, person.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().slug).not.toBe(second.json().slug);
  });

  it('leaves the upload spool empty after a saved listing and after one refused at its second image', async () => {
    const saved = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
    expect(saved.statusCode).toBe(201);
    expect(await readdir(uploadSpoolDir(t.dataDir))).toEqual([]);
    await expectNothingWritten(async () => {
      const refused = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
        pngFile('headerImage', blue),
        pngFile('gallery', Buffer.from('ne paveikslėlis'), 'netikras.png'),
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.errors).toEqual([{ path: ['gallery'], message: 'Neteisingas failo tipas' }]);
    });
    expect(await readdir(uploadSpoolDir(t.dataDir))).toEqual([]);
  });
});
