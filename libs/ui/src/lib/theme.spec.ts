import { media, theme } from './theme';

describe('theme breakpoints (spec §9)', () => {
  it('matches mobile up to 768, tablet 769–1024, desktop from 1025', () => {
    expect(media.mobile).toBe('@media (max-width: 768px)');
    expect(media.tablet).toBe('@media (min-width: 769px) and (max-width: 1024px)');
    expect(media.desktop).toBe('@media (min-width: 1025px)');
    expect(media.wide).toBe('@media (min-width: 1280px)');
  });

  it('has exactly one brand colour family', () => {
    expect(Object.keys(theme.colors).filter((k) => k.startsWith('brand'))).toEqual(['brand', 'brandHover', 'brandSoft']);
  });
});
