import * as v from 'valibot';
import { ArticleCoverSchema, ArticleInputSchema, ArticleScheduleFormSchema, PublishArticleSchema, TeamArticlesQuerySchema } from './articles';

const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

const valid = { title: 'Kaip išsirinkti automobilį', categoryId: '2', excerpt: 'Trumpai apie tai, ką patikrinti prieš nuomą.', markdown: '## Pirma\n\nTikrinkite ridą ir servisą.' };

describe('ArticleInputSchema', () => {
  it('trims and reads the category id from a form value', () => {
    expect(v.parse(ArticleInputSchema, { ...valid, title: '  Kaip išsirinkti automobilį ' })).toEqual({ ...valid, categoryId: 2 });
  });

  it('names every missing field in Lithuanian', () => {
    expect(issues(ArticleInputSchema, { title: '', categoryId: '', excerpt: ' ', markdown: '' })).toEqual([
      { path: 'title', message: 'Įveskite pavadinimą' },
      { path: 'categoryId', message: 'Pasirinkite kategoriją' },
      { path: 'excerpt', message: 'Įveskite santrauką' },
      { path: 'markdown', message: 'Įveskite straipsnio tekstą' },
    ]);
  });

  it('refuses texts outside their lengths', () => {
    const found = issues(ArticleInputSchema, { ...valid, title: 'Ab', excerpt: 'x'.repeat(301) });
    expect(found.map((i) => i.path)).toEqual(['title', 'excerpt']);
    expect(found[0]?.message).toMatch(/5/);
  });
});

describe('PublishArticleSchema', () => {
  it('takes no date as now and a zoned date as a schedule', () => {
    expect(v.parse(PublishArticleSchema, {})).toEqual({ publishAt: undefined });
    expect(v.parse(PublishArticleSchema, { publishAt: '2030-01-02T09:00:00.000Z' })).toEqual({ publishAt: '2030-01-02T09:00:00.000Z' });
    expect(issues(PublishArticleSchema, { publishAt: '2030-01-02 09:00' })).toEqual([{ path: 'publishAt', message: 'Neteisinga paskelbimo data' }]);
  });
});

describe('ArticleScheduleFormSchema', () => {
  it('requires a future local date-time and gives the zoned time the API takes', () => {
    const local = '2030-01-02T09:30';
    const parsed = v.parse(ArticleScheduleFormSchema, { publishAt: local });
    expect(parsed.publishAt).toBe(new Date(local).toISOString());
    expect(v.parse(PublishArticleSchema, parsed)).toEqual(parsed);
    expect(issues(ArticleScheduleFormSchema, { publishAt: '' })).toEqual([{ path: 'publishAt', message: 'Pasirinkite paskelbimo laiką' }]);
    expect(issues(ArticleScheduleFormSchema, { publishAt: '2020-01-02T09:30' })).toEqual([{ path: 'publishAt', message: 'Paskelbimo laikas turi būti ateityje' }]);
    expect(issues(ArticleScheduleFormSchema, { publishAt: 'rytoj' })[0]?.message).toBe('Neteisinga paskelbimo data');
  });
});

describe('ArticleCoverSchema and TeamArticlesQuerySchema', () => {
  it('require alternative text and read the status filter', () => {
    expect(issues(ArticleCoverSchema, { alternativeText: '' })).toEqual([{ path: 'alternativeText', message: 'Aprašykite, kas pavaizduota viršelyje' }]);
    expect(v.parse(TeamArticlesQuerySchema, { status: 'draft' })).toEqual({ status: 'draft', page: 1 });
    expect(v.safeParse(TeamArticlesQuerySchema, { status: 'deleted' }).success).toBe(false);
  });
});
