import * as v from 'valibot';
import { BulkApproveSchema, ChangeSaleStatusSchema, ChangeVisibilitySchema, EmptyBodySchema, ListingReasonSchema, RejectListingSchema, ReviewQueueQuerySchema } from './listing-review';

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

describe('ChangeSaleStatusSchema', () => {
  it('accepts an id and each sale status', () => {
    for (const saleStatus of ['available', 'reserved', 'sold']) {
      expect(v.parse(ChangeSaleStatusSchema, { id: '7', saleStatus })).toEqual({ id: 7, saleStatus });
    }
  });
  it('requires both fields and refuses an unknown status', () => {
    expect(issuesOf(ChangeSaleStatusSchema, {})).toEqual([
      { path: 'id', message: 'Laukas yra privalomas' },
      { path: 'saleStatus', message: 'Laukas yra privalomas' },
    ]);
    expect(issuesOf(ChangeSaleStatusSchema, { id: 1, saleStatus: 'rented' })).toEqual([{ path: 'saleStatus', message: 'Neteisinga reikšmė' }]);
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

describe('ListingReasonSchema (reject, hide, unhide, delete)', () => {
  it('is the one reason rule of the reject call', () => {
    expect(RejectListingSchema).toBe(ListingReasonSchema);
  });
  it('holds a hide or delete reason to the same limits', () => {
    expect(issuesOf(ListingReasonSchema, {})).toEqual([{ path: 'reason', message: 'Laukas yra privalomas' }]);
    expect(issuesOf(ListingReasonSchema, { reason: ' ab ' })).toEqual([{ path: 'reason', message: 'Per trumpas tekstas (mažiausiai 3 simb.)' }]);
  });
});

describe('BulkApproveSchema', () => {
  it('reads ids, each once, in the order sent', () => {
    expect(v.parse(BulkApproveSchema, { ids: [3, '1', 3] })).toEqual({ ids: [3, 1] });
  });
  it('needs 1 to 50 ids', () => {
    expect(issuesOf(BulkApproveSchema, { ids: [] })).toEqual([{ path: 'ids', message: 'Pažymėkite bent vieną skelbimą' }]);
    expect(issuesOf(BulkApproveSchema, { ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual([
      { path: 'ids', message: 'Vienu kartu galima patvirtinti ne daugiau kaip 50 skelbimų' },
    ]);
  });
  it('refuses an id that is not a positive whole number', () => {
    expect(issuesOf(BulkApproveSchema, { ids: [1, 0, 'x'] }).map((i) => i.path)).toEqual(['ids.1', 'ids.2']);
  });
});
