import * as v from 'valibot';
import { OwnerLeadsQuerySchema, OwnerLeadStatusSchema } from './owner-leads';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

describe('OwnerLeadStatusSchema', () => {
  it('takes a status with a trimmed note, and no note at all', () => {
    expect(v.parse(OwnerLeadStatusSchema, { status: 'viewing_booked', note: ' Šeštadienį 10 val. ' })).toEqual({ status: 'viewing_booked', note: 'Šeštadienį 10 val.' });
    expect(v.parse(OwnerLeadStatusSchema, { status: 'contacted', note: '   ' })).toEqual({ status: 'contacted', note: undefined });
    expect(v.parse(OwnerLeadStatusSchema, { status: 'declined' })).toEqual({ status: 'declined', note: undefined });
  });

  it('refuses a missing or unknown status and a note over 1000 characters, in Lithuanian', () => {
    expect(issuesOf(OwnerLeadStatusSchema, { status: '' })).toEqual([{ path: 'status', message: 'Pasirinkite būseną' }]);
    // The team's pipeline statuses are not the owner's.
    expect(issuesOf(OwnerLeadStatusSchema, { status: 'sent_to_owner' })).toEqual([{ path: 'status', message: 'Neteisinga reikšmė' }]);
    expect(issuesOf(OwnerLeadStatusSchema, { status: 'contacted', note: 'a'.repeat(1001) })).toEqual([
      { path: 'note', message: 'Per ilgas tekstas (daugiausia 1000 simb.)' },
    ]);
  });
});

describe('OwnerLeadsQuerySchema', () => {
  it('defaults to page 1 and refuses a page that is not a page number', () => {
    expect(v.parse(OwnerLeadsQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(OwnerLeadsQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(issuesOf(OwnerLeadsQuerySchema, { page: 'x' })).toEqual([{ path: 'page', message: 'Neteisinga reikšmė' }]);
  });
});
