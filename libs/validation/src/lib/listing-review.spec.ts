import * as v from 'valibot';
import { ChangeVisibilitySchema, EmptyBodySchema, RejectListingSchema, ReviewQueueQuerySchema } from './listing-review';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
};

describe('ChangeVisibilitySchema', () => {
  it('accepts an id as text (multipart/JSON alike) and a visibility', () => {
    expect(v.parse(ChangeVisibilitySchema, { id: '12', visibility: 'hidden' })).toEqual({ id: 12, visibility: 'hidden' });
  });
  it('requires both fields with the listing message', () => {
    expect(issuesOf(ChangeVisibilitySchema, {})).toEqual([
      { path: 'id', message: 'Laukas yra privalomas' },
      { path: 'visibility', message: 'Laukas yra privalomas' },
    ]);
  });
  it('refuses an unknown visibility', () => {
    expect(issuesOf(ChangeVisibilitySchema, { id: 1, visibility: 'public' })).toEqual([
      { path: 'visibility', message: 'Neteisinga reikšmė' },
    ]);
  });
});

describe('RejectListingSchema', () => {
  it('trims and keeps a reason', () => {
    expect(v.parse(RejectListingSchema, { reason: '  Netinkamos nuotraukos ' })).toEqual({ reason: 'Netinkamos nuotraukos' });
  });
  it('requires a reason of 3 to 1000 characters', () => {
    expect(issuesOf(RejectListingSchema, { reason: '' })).toEqual([{ path: 'reason', message: 'Laukas yra privalomas' }]);
    expect(issuesOf(RejectListingSchema, { reason: 'ab' })).toEqual([
      { path: 'reason', message: 'Per trumpas tekstas (mažiausiai 3 simb.)' },
    ]);
    expect(issuesOf(RejectListingSchema, { reason: 'x'.repeat(1001) })).toEqual([
      { path: 'reason', message: 'Per ilgas tekstas (daugiausia 1000 simb.)' },
    ]);
  });
});

describe('ReviewQueueQuerySchema', () => {
  it('defaults to the pending queue, page 1', () => {
    expect(v.parse(ReviewQueueQuerySchema, {})).toEqual({ status: 'pending', page: 1 });
  });
  it('reads status and page from the query string', () => {
    expect(v.parse(ReviewQueueQuerySchema, { status: 'rejected', page: '3' })).toEqual({ status: 'rejected', page: 3 });
  });
  it('refuses an unknown status and page 0', () => {
    expect(issuesOf(ReviewQueueQuerySchema, { status: 'deleted', page: '0' }).map((i) => i.path)).toEqual(['status', 'page']);
  });
});

describe('EmptyBodySchema', () => {
  it('accepts an empty object and refuses anything else', () => {
    expect(v.parse(EmptyBodySchema, {})).toEqual({});
    expect(issuesOf(EmptyBodySchema, [1, 2])).toEqual([{ path: null, message: 'Neteisingi duomenys' }]);
    expect(issuesOf(EmptyBodySchema, 'x')).toEqual([{ path: null, message: 'Neteisingi duomenys' }]);
    expect(issuesOf(EmptyBodySchema, { admin: true })).toEqual([{ path: null, message: 'Neteisingi duomenys' }]);
  });
});
