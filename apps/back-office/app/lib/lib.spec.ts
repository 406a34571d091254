import { safeReturnPath } from './return-path';
import { isTeamMember } from './session';
import { pageFrom } from './format';

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
});
