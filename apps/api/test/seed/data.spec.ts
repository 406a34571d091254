import { planDemoCars } from '../../src/db/seed/demo';
import { ARTICLE_CATEGORIES } from '../../src/db/seed/data/article-categories';
import { ARTICLES } from '../../src/db/seed/data/articles';
import { DEMO_CARS } from '../../src/db/seed/data/demo-cars';
import { FEATURE_CATEGORIES } from '../../src/db/seed/data/features';
import { CAR_MAKES } from '../../src/db/seed/data/makes';
import { SeededRandom } from '../../src/db/seed/random';
import { slugify } from '../../src/db/seed/slug';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('seed data', () => {
  it('folds names to ASCII slugs', () => {
    expect(slugify('Škoda')).toBe('skoda');
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('A klasė')).toBe('a-klase');
    expect(slugify('Prius+')).toBe('prius-plus');
    expect(slugify('Up!')).toBe('up');
    expect(slugify('ID.3')).toBe('id-3');
    expect(slugify('Citroën')).toBe('citroen');
  });

  it('has at least 30 makes and 300 models, with unique ASCII slugs', () => {
    expect(CAR_MAKES.length).toBeGreaterThanOrEqual(30);
    expect(CAR_MAKES.reduce((n, m) => n + m.models.length, 0)).toBeGreaterThanOrEqual(300);
    expect(new Set(CAR_MAKES.map((m) => m.slug)).size).toBe(CAR_MAKES.length);
    for (const make of CAR_MAKES) {
      expect(make.slug).toMatch(SLUG);
      expect(make.slug).toBe(slugify(make.name));
      const slugs = make.models.map(slugify);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
      expect({ make: make.slug, unique: new Set(slugs).size }).toEqual({ make: make.slug, unique: slugs.length });
    }
  });

  it('names the makes the Lithuanian market is full of', () => {
    const slugs = CAR_MAKES.map((m) => m.slug);
    for (const slug of ['volkswagen', 'toyota', 'skoda', 'audi', 'bmw', 'mercedes-benz', 'opel', 'ford', 'renault', 'peugeot', 'citroen', 'volvo', 'nissan', 'honda', 'mazda', 'kia', 'hyundai', 'subaru', 'mitsubishi', 'seat', 'fiat', 'dacia', 'lexus', 'tesla', 'jeep', 'land-rover', 'chevrolet', 'suzuki', 'porsche', 'mini', 'alfa-romeo', 'jaguar']) {
      expect(slugs).toContain(slug);
    }
  });

  it('has Lithuanian feature categories without duplicate features', () => {
    expect(FEATURE_CATEGORIES.map((c) => c.name)).toEqual(expect.arrayContaining(['Saugumas', 'Komfortas', 'Multimedija', 'Eksterjeras', 'Kita']));
    const all = FEATURE_CATEGORIES.flatMap((c) => c.features);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['ABS', 'Navigacija', 'Šildomos sėdynės', 'Galinio vaizdo kamera', 'Kablys']));
  });

  it('has at least 6 articles, each in a known category, with unique slugs and real paragraphs', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
    const categories = new Set(ARTICLE_CATEGORIES.map((c) => c.slug));
    for (const article of ARTICLES) {
      expect(article.slug).toMatch(SLUG);
      expect(categories.has(article.categorySlug)).toBe(true);
      expect(article.markdown.length).toBeGreaterThan(1200);
      expect(article.markdown).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('lists only demo cars whose make and model are seeded', () => {
    const models = new Set(CAR_MAKES.flatMap((m) => m.models.map((name) => `${m.slug}/${slugify(name)}`)));
    for (const car of DEMO_CARS) expect(models.has(`${car.make}/${slugify(car.model)}`)).toBe(true);
    expect(DEMO_CARS.filter((c) => c.status === 'approved').length).toBeGreaterThanOrEqual(60);
  });

  it('draws the same demo cars on every run (seeded), with unique slugs', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const a = planDemoCars(['ABS', 'Navigacija', 'Kablys', 'Bluetooth', 'LED žibintai', 'Dujų įranga (LPG)'], new SeededRandom(7), now);
    const b = planDemoCars(['ABS', 'Navigacija', 'Kablys', 'Bluetooth', 'LED žibintai', 'Dujų įranga (LPG)'], new SeededRandom(7), now);
    expect(a).toEqual(b);
    expect(new Set(a.map((p) => p.row.slug)).size).toBe(a.length);
    const images = a.reduce((n, p) => n + p.images.length, 0);
    // Few enough pictures for a first start well under a minute on two cores.
    expect(images).toBeLessThanOrEqual(200);
  });
});
