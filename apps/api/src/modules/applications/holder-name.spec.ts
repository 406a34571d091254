import { holderMatchesApplicant } from './holder-name';

const ruta = { name: 'Rūta', surname: 'Petraitienė' };

describe('holderMatchesApplicant', () => {
  it('matches the applicant however the bank writes the name', () => {
    expect(holderMatchesApplicant(['Rūta Petraitienė'], ruta)).toBe(true);
    expect(holderMatchesApplicant(['PETRAITIENĖ RŪTA'], ruta)).toBe(true);
    expect(holderMatchesApplicant(['Petraitiene, Ruta Ona'], ruta)).toBe(true);
    // Any of the accounts read may be the applicant's.
    expect(holderMatchesApplicant(['UAB Ratai', 'Rūta Petraitienė'], ruta)).toBe(true);
  });

  it('does not match someone else, a part of the name or a company', () => {
    expect(holderMatchesApplicant(['Mindaugas Jankauskas'], ruta)).toBe(false);
    expect(holderMatchesApplicant(['Rūta Jankauskienė'], ruta)).toBe(false);
    expect(holderMatchesApplicant(['UAB Petraitienės prekyba'], ruta)).toBe(false);
  });

  it('says nothing (null) when the bank gave no name', () => {
    expect(holderMatchesApplicant([], ruta)).toBeNull();
    expect(holderMatchesApplicant(['', '  '], ruta)).toBeNull();
  });
});
