import { safeReturnPath } from './return-path';
import { isTeamMember } from './session';
import { buyoutText, pageFrom } from './format';

describe('back office helpers', () => {
  it('only a team role opens the back office', () => {
    expect(isTeamMember({ systemRoles: [{ name: 'team' }] })).toBe(true);
    expect(isTeamMember({ systemRoles: [{ name: 'owner' }] })).toBe(false);
    expect(isTeamMember(null)).toBe(false);
  });

  it('goes back only to a path of this app after the login', () => {
    expect(safeReturnPath('/paraiskos?sviesa=red')).toBe('/paraiskos?sviesa=red');
    expect(safeReturnPath('//evil.test/x')).toBe('/skelbimai');
    expect(safeReturnPath('https://evil.test')).toBe('/skelbimai');
    expect(safeReturnPath(null)).toBe('/skelbimai');
  });

  it('reads a page number from the address', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('x')).toBe(1);
    expect(pageFrom(null)).toBe(1);
  });

  it('computes the buyout the application does not store (approxBuyout is always 0), hand-checked', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    // 24 months: 40 % of 10 000 €.
    expect(plain(buyoutText(10000, 24))).toBe('4 000 € (40 %)');
    // 13 months: 30.8 % of 12 345 € = 3 802.26 €.
    expect(plain(buyoutText(12345, 13))).toBe('3 802,26 € (30,8 %)');
    // 23 months: the spec's 0 %; outside the estimate's prices: no figure at all.
    expect(plain(buyoutText(10000, 23))).toBe('0 € (0 %)');
    expect(buyoutText(900, 24)).toBe('—');
  });
});
