import { BREAKPOINTS, LAYOUT } from '@ratai/domain';

/**
 * Design tokens of the UI kit. One brand colour (a calm deep teal), neutral greys, and the
 * alert colours; the breakpoints are the spec's (§9), taken from `@ratai/domain`.
 *
 * Contrast (WCAG AA, checked in theme.spec.ts): `text`, `textMuted`, `brand` and the four
 * alert colours reach 4.5:1 on `surface`, `background` and their own soft tints;
 * `controlBorder` and `focus` reach the 3:1 that borders and focus rings need.
 */
export const theme = {
  colors: {
    brand: '#0f5f5a',
    brandHover: '#0b4a46',
    brandSoft: '#e6f2f1',
    /** Text and icons on a `brand` background. */
    onBrand: '#ffffff',
    text: '#1b2424',
    textMuted: '#5b6666',
    border: '#d8dfdf',
    /** Border of form controls: 3:1 against white, as WCAG 1.4.11 asks of input edges. */
    controlBorder: '#6f7b7b',
    surface: '#ffffff',
    background: '#f6f8f8',
    /** Neutral fill of disabled controls, future steps and skeletons. */
    muted: '#e9eded',
    /** Focus ring colour; the GlobalStyle draws it with an offset so it shows on any fill. */
    focus: '#0f5f5a',
    /** Backdrop of modals, drawers and the lightbox. */
    overlay: 'rgba(16, 24, 24, 0.55)',
    /** The lightbox's full-screen stage. */
    stage: '#101818',
    success: '#1e7a3a',
    successSoft: '#e8f4ec',
    info: '#1d5f9e',
    infoSoft: '#e8f0f8',
    warning: '#9a6400',
    warningSoft: '#fdf3e1',
    danger: '#b3261e',
    dangerHover: '#8f1f18',
    dangerSoft: '#fbeaea',
  },
  fonts: {
    /** Inter is self-hosted by GlobalStyle (@fontsource-variable/inter registers 'Inter Variable'). */
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 24, 0.06), 0 2px 8px rgba(16, 24, 24, 0.06)',
    overlay: '0 12px 32px rgba(16, 24, 24, 0.18)',
  },
  /** Layer order: sticky bars < the cookie banner < dialogs (modal, drawer, lightbox). */
  zIndices: { sticky: 100, banner: 200, overlay: 1000 },
  /** Durations; GlobalStyle cuts them to nothing under prefers-reduced-motion. */
  durations: { fast: '120ms', normal: '200ms', slow: '300ms' },
  /** Widths of the modal sizes (§2.21); `full` covers the viewport. */
  modalWidths: { sm: '400px', md: '560px', lg: '800px', full: '100vw' },
  /** Layout sizes of spec §2 and §9 (the filter panel is about 360 px wide). */
  sizes: { filterPanel: `${LAYOUT.filterPanelWidth}px`, container: '1200px', drawer: '360px' },
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
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
