// Self-hosted Inter (variable weight): the CSS and woff2 files come from the package through
// the app's bundler, so no request leaves for a font CDN. The `.css` path (rather than the
// bare package name) lets Jest's Nx resolver stub it in every project's tests.
import '@fontsource-variable/inter/index.css';
import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide base styles: the font, border-box sizing, calm defaults for text and media, a
 * visible focus ring for keyboard users (never removed, only hidden for mouse clicks through
 * :focus-visible), and reduced motion for those who ask for it.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  img,
  picture,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
