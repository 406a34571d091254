import * as v from 'valibot';
import { AuditLogQuerySchema, PipelineChangeSchema, teamNote } from './back-office';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
};

describe('AuditLogQuerySchema', () => {
  it('defaults to page 1 with no filters', () => {
    expect(v.parse(AuditLogQuerySchema, {})).toEqual({ actor: undefined, action: undefined, from: undefined, to: undefined, page: 1 });
  });
  it('reads every filter from the query string', () => {
    expect(v.parse(AuditLogQuerySchema, { actor: ' Komanda@Ratai.lt ', action: 'listing.reject', from: '2026-03-01', to: '2026-03-01', page: '2' })).toEqual({
      actor: 'Komanda@Ratai.lt',
      action: 'listing.reject',
      from: '2026-03-01',
      to: '2026-03-01',
      page: 2,
    });
  });
  it('refuses days that do not exist, unknown actions and a reversed range', () => {
    expect(issuesOf(AuditLogQuerySchema, { from: '2026-02-30', to: '01.03.2026', action: 'x' })).toEqual([
      { path: 'action', message: 'Neteisinga reikšmė' },
      { path: 'from', message: 'Neteisinga data' },
      { path: 'to', message: 'Neteisinga data' },
    ]);
    expect(issuesOf(AuditLogQuerySchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { path: 'to', message: 'Data „iki“ negali būti ankstesnė už datą „nuo“' },
    ]);
  });
});

describe('teamNote', () => {
  const schema = v.object({ note: teamNote() });
  it('trims and requires 3–1000 characters', () => {
    expect(v.parse(schema, { note: '  Paskambinta  ' })).toEqual({ note: 'Paskambinta' });
    expect(issuesOf(schema, { note: ' ' })).toEqual([{ path: 'note', message: 'Laukas yra privalomas' }]);
    expect(issuesOf(schema, { note: 'ab' })).toEqual([{ path: 'note', message: 'Per trumpas tekstas (mažiausiai 3 simb.)' }]);
    expect(issuesOf(schema, { note: 'x'.repeat(1001) })).toEqual([{ path: 'note', message: 'Per ilgas tekstas (daugiausia 1000 simb.)' }]);
  });
});

describe('PipelineChangeSchema', () => {
  it('needs a status and a note, with their own messages', () => {
    expect(v.parse(PipelineChangeSchema, { status: 'contacted', note: ' Paskambinta ' })).toEqual({ status: 'contacted', note: 'Paskambinta' });
    expect(issuesOf(PipelineChangeSchema, { status: '', note: '' })).toEqual([
      { path: 'status', message: 'Pasirinkite būseną' },
      { path: 'note', message: 'Parašykite pastabą' },
    ]);
    expect(issuesOf(PipelineChangeSchema, { status: 'archived', note: 'Gerai' })).toEqual([{ path: 'status', message: 'Neteisinga reikšmė' }]);
  });
});
