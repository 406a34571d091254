import * as v from 'valibot';
import { LeadStatusChangeSchema, LeadsQuerySchema, OwnerBlockSchema, OwnerListingsQuerySchema, OwnersQuerySchema } from './leads-owners';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
};

describe('LeadsQuerySchema', () => {
  it('defaults to page 1 with no filters and reads both filters', () => {
    expect(v.parse(LeadsQuerySchema, {})).toEqual({ status: undefined, kind: undefined, page: 1 });
    expect(v.parse(LeadsQuerySchema, { status: 'called', kind: 'callback', page: '3' })).toEqual({ status: 'called', kind: 'callback', page: 3 });
  });
  it('refuses unknown values', () => {
    expect(issuesOf(LeadsQuerySchema, { status: 'open', kind: 'mail', page: '0' })).toEqual([
      { path: 'status', message: 'Neteisinga reikšmė' },
      { path: 'kind', message: 'Neteisinga reikšmė' },
      { path: 'page', message: 'Reikšmė turi būti ne mažesnė nei 1' },
    ]);
  });
});

describe('LeadStatusChangeSchema', () => {
  it('needs a known status and a trimmed note of 3–1000 characters', () => {
    expect(v.parse(LeadStatusChangeSchema, { status: 'called', note: '  Paskambinta, perskambins  ' })).toEqual({
      status: 'called',
      note: 'Paskambinta, perskambins',
    });
    expect(issuesOf(LeadStatusChangeSchema, { status: '', note: ' ' })).toEqual([
      { path: 'status', message: 'Pasirinkite būseną' },
      { path: 'note', message: 'Parašykite pastabą' },
    ]);
    expect(issuesOf(LeadStatusChangeSchema, { status: 'done', note: 'ok' })).toEqual([
      { path: 'status', message: 'Neteisinga reikšmė' },
      { path: 'note', message: 'Per trumpas tekstas (mažiausiai 3 simb.)' },
    ]);
    expect(issuesOf(LeadStatusChangeSchema, { status: 'closed', note: 'Gerai', extra: 1 })).toEqual([]);
  });
});

describe('OwnersQuerySchema', () => {
  it('trims the search, drops a blank one and caps its length', () => {
    expect(v.parse(OwnersQuerySchema, { q: '  Jonas ' })).toEqual({ q: 'Jonas', page: 1 });
    expect(v.parse(OwnersQuerySchema, { q: '  ', page: '2' })).toEqual({ q: undefined, page: 2 });
    expect(issuesOf(OwnersQuerySchema, { q: 'x'.repeat(255) })).toEqual([{ path: 'q', message: 'Per ilgas tekstas (daugiausia 254 simb.)' }]);
  });
});

describe('OwnerListingsQuerySchema', () => {
  it('defaults to page 1 and refuses a page below 1 or past the last searchable one', () => {
    expect(v.parse(OwnerListingsQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(OwnerListingsQuerySchema, { page: '2500' })).toEqual({ page: 2500 });
    expect(issuesOf(OwnerListingsQuerySchema, { page: '0' })).toEqual([{ path: 'page', message: 'Reikšmė turi būti ne mažesnė nei 1' }]);
    expect(issuesOf(OwnerListingsQuerySchema, { page: '10001' })).toHaveLength(1);
    expect(issuesOf(OwnerListingsQuerySchema, { page: 'du' })).toHaveLength(1);
  });
});

describe('OwnerBlockSchema', () => {
  it('requires a reason of 3–1000 characters', () => {
    expect(v.parse(OwnerBlockSchema, { reason: ' Sukčiavimas ' })).toEqual({ reason: 'Sukčiavimas' });
    expect(issuesOf(OwnerBlockSchema, {})).toEqual([{ path: 'reason', message: 'Nurodykite priežastį' }]);
    expect(issuesOf(OwnerBlockSchema, { reason: 'x'.repeat(1001) })).toEqual([{ path: 'reason', message: 'Per ilgas tekstas (daugiausia 1000 simb.)' }]);
  });
});
