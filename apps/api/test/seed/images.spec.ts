import sharp from 'sharp';
import { BODY_TYPES } from '@ratai/domain';
import { articleCoverSvg, carImageSvg, renderArticleCover, renderCarImage, wrapText } from '../../src/db/seed/images';
import { processImage } from '../../src/images/process-image';

/** The real picture generators, once each: what the seed draws must pass the upload pipeline. */
describe('seed pictures', () => {
  it('draws a car as a 1200×800 PNG that the upload pipeline accepts', async () => {
    const png = await renderCarImage({ make: 'Škoda', model: 'Octavia', year: 2017, bodyType: 'stationWagon', color: '#1d4ed8', view: 0 });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 800 });
    const processed = await processImage(png);
    expect(processed).toMatchObject({ ext: '.webp', width: 1200, height: 800 });
    expect(processed.variants.card.length).toBeGreaterThan(1000);
  });

  it('draws every body type and view, escaping the text', () => {
    for (const bodyType of BODY_TYPES) {
      for (const view of [0, 1, 2, 3]) {
        const svg = carImageSvg({ make: 'A&B', model: '<X>', year: 2020, bodyType, color: '#b91c1c', view });
        expect(svg).toContain('A&amp;B &lt;X&gt;');
        expect(svg).not.toContain('<X>');
      }
    }
  });

  it('draws an article cover as WebP with the wrapped title', async () => {
    const spec = { title: 'Automobilio nuoma su išpirkimu: kaip tai veikia ir kam ji tinka', categoryName: 'Finansavimas', hue: 150 };
    expect(wrapText(spec.title, 30).every((line) => line.length <= 30)).toBe(true);
    expect(articleCoverSvg(spec)).toContain('FINANSAVIMAS');
    const meta = await sharp(await renderArticleCover(spec)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 630 });
  });
});
