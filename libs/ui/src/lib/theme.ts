import { BREAKPOINTS } from '@ratai/domain';

/**
 * Design tokens of the UI kit. One brand colour (a calm deep teal), neutral greys, and the
 * alert colours; the breakpoints are the spec's (§9), taken from `@ratai/domain`.
 */
export const theme = {
  colors: {
    brand: '#0f5f5a',
    brandHover: '#0b4a46',
    brandSoft: '#e6f2f1',
    text: '#1b2424',
    textMuted: '#5b6666',
    border: '#d8dfdf',
    surface: '#ffffff',
    background: '#f6f8f8',
    success: '#1e7a3a',
    info: '#1d5f9e',
    warning: '#9a6400',
    danger: '#b3261e',
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 24, 0.06), 0 2px 8px rgba(16, 24, 24, 0.06)',
    overlay: '0 12px 32px rgba(16, 24, 24, 0.18)',
  },
  breakpoints: BREAKPOINTS,
} as const;

export type Theme = typeof theme;

/**
 * Media queries for the spec's breakpoints, mobile first:
 * `mobile` up to 768 px, `tablet` 769–1024 px, `desktop` from 1025 px, `wide` from 1280 px.
 */
export const media = {
  mobile: `@media (max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `@media (min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  fromTablet: `@media (min-width: ${BREAKPOINTS.tabletMin}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.desktopMin}px)`,
  wide: `@media (min-width: ${BREAKPOINTS.sliderFourPerView}px)`,
} as const;
