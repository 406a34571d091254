import { media, theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const c = theme.colors;

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

  it('keeps the filter panel about 360 px wide (§9)', () => {
    expect(theme.sizes.filterPanel).toBe('360px');
  });
});

describe('theme contrast (WCAG AA)', () => {
  // Text pairs the widgets use: 4.5:1.
  it.each([
    ['text on surface', c.text, c.surface],
    ['text on background', c.text, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on background', c.textMuted, c.background],
    ['muted text on muted fill (future step, disabled)', c.textMuted, c.muted],
    ['brand links on surface', c.brand, c.surface],
    ['brand links on background', c.brand, c.background],
    ['brand chip text on brandSoft', c.brand, c.brandSoft],
    ['white on brand (primary button, current step)', c.onBrand, c.brand],
    ['white on brandHover', c.onBrand, c.brandHover],
    ['white on danger (danger button)', c.onBrand, c.danger],
    ['white on dangerHover', c.onBrand, c.dangerHover],
    ['white on success (done step)', c.onBrand, c.success],
    ['danger text on surface (field errors)', c.danger, c.surface],
    ['danger title on its soft tint', c.danger, c.dangerSoft],
    ['warning title on its soft tint', c.warning, c.warningSoft],
    ['info title on its soft tint', c.info, c.infoSoft],
    ['success title on its soft tint', c.success, c.successSoft],
    ['text on every alert tint', c.text, c.warningSoft],
    ['white on the lightbox stage', c.onBrand, c.stage],
  ])('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  // Non-text pairs (control edges, focus ring): 3:1 (WCAG 1.4.11).
  it.each([
    ['control border on surface', c.controlBorder, c.surface],
    ['focus ring on surface', c.focus, c.surface],
    ['focus ring on background', c.focus, c.background],
  ])('%s reaches 3:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
