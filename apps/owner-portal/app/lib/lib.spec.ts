import { countByState, listingState, stateText } from './listing-state';
import { isOnboarding } from './onboarding';
import { AFTER_AUTH_PATH, loginPathFor, safeReturnPath } from './return-path';

describe('listing states (overview counters)', () => {
  it('counts hidden first, then by review: approved and visible is public', () => {
    expect(listingState({ visibility: 'hidden', reviewStatus: 'approved' })).toBe('hidden');
    expect(listingState({ visibility: 'hidden', reviewStatus: 'pending' })).toBe('hidden');
    expect(listingState({ visibility: 'visible', reviewStatus: 'approved' })).toBe('public');
    expect(listingState({ visibility: 'visible', reviewStatus: 'pending' })).toBe('pending');
    expect(listingState({ visibility: 'visible', reviewStatus: 'rejected' })).toBe('rejected');
    expect(
      countByState([
        { visibility: 'visible', reviewStatus: 'approved' },
        { visibility: 'visible', reviewStatus: 'approved' },
        { visibility: 'visible', reviewStatus: 'pending' },
        { visibility: 'hidden', reviewStatus: 'approved' },
      ]),
    ).toEqual({ pending: 1, public: 2, rejected: 0, hidden: 1 });
  });

  it('writes the state in Lithuanian', () => {
    expect(stateText({ visibility: 'visible', reviewStatus: 'approved' })).toBe('Patvirtintas · Rodomas');
    expect(stateText({ visibility: 'hidden', reviewStatus: 'rejected' })).toBe('Paslėptas · atmestas');
  });

  it("never says 'Rodomas' for a car the marketplace does not show (issue 16)", () => {
    expect(stateText({ visibility: 'visible', reviewStatus: 'pending' })).toBe('Laukia patvirtinimo · nerodomas');
    expect(stateText({ visibility: 'visible', reviewStatus: 'rejected' })).toBe('Atmestas · nerodomas');
    expect(stateText({ visibility: 'hidden', reviewStatus: 'approved', revision: { status: 'pending' } })).toBe(
      'Paslėptas · patvirtintas · pakeitimai laukia patvirtinimo',
    );
    for (const reviewStatus of ['pending', 'rejected'] as const) {
      for (const visibility of ['visible', 'hidden'] as const) expect(stateText({ visibility, reviewStatus })).not.toMatch(/Rodomas/);
    }
  });

  it('says plainly that the Ratai team hid a car, whatever the owner chose (issue 14)', () => {
    const hiddenByTeam = { reason: 'Automobilis parduotas', hiddenAt: '2026-11-26T06:00:00.000Z' };
    expect(listingState({ visibility: 'visible', reviewStatus: 'approved', hiddenByTeam })).toBe('hidden');
    expect(stateText({ visibility: 'visible', reviewStatus: 'approved', hiddenByTeam })).toBe('Paslėpė Ratai komanda · nerodomas');
    expect(stateText({ visibility: 'visible', reviewStatus: 'approved', hiddenByTeam: null })).toBe('Patvirtintas · Rodomas');
  });

  it('shows both states of an approved car with an edit waiting (issue 16)', () => {
    expect(stateText({ visibility: 'visible', reviewStatus: 'approved', revision: { status: 'pending' } })).toBe(
      'Rodomas patvirtintas variantas · pakeitimai laukia patvirtinimo',
    );
    expect(stateText({ visibility: 'visible', reviewStatus: 'approved', revision: { status: 'rejected' } })).toBe(
      'Rodomas patvirtintas variantas · pakeitimai atmesti',
    );
  });
});

describe('isOnboarding (spec §6)', () => {
  const company = { id: 1, name: 'UAB A', companyCode: '304123456', address: 'Vilnius', vatNumber: null, email: 'a@a.lt', phoneNumber: '+37061234567', termsOfService: true };
  it('is true without a type, or without the profile of the chosen type', () => {
    expect(isOnboarding({ profileType: null, companyDetail: company, personalDetail: null })).toBe(true);
    expect(isOnboarding({ profileType: 'personal', companyDetail: company, personalDetail: null })).toBe(true);
    expect(isOnboarding({ profileType: 'company', companyDetail: { ...company, termsOfService: false }, personalDetail: null })).toBe(true);
    expect(isOnboarding({ profileType: 'company', companyDetail: company, personalDetail: null })).toBe(false);
  });
});

describe('return path after login', () => {
  it('returns only to the portal’s own account pages', () => {
    expect(safeReturnPath('/paskyra/sutartis')).toBe('/paskyra/sutartis');
    expect(safeReturnPath(null)).toBe(AFTER_AUTH_PATH);
    expect(safeReturnPath('https://evil.example/paskyra')).toBe(AFTER_AUTH_PATH);
    expect(safeReturnPath('//evil.example')).toBe(AFTER_AUTH_PATH);
    expect(safeReturnPath('/prisijungti')).toBe(AFTER_AUTH_PATH);
    expect(loginPathFor('/paskyra/automobiliai?page=2')).toBe('/prisijungti?grizti=%2Fpaskyra%2Fautomobiliai%3Fpage%3D2');
  });
});
