import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { GlobalStyle } from './GlobalStyle';

function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('GlobalStyle', () => {
  beforeEach(() => {
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>,
    );
  });

  it('sets the self-hosted Inter font and border-box sizing', () => {
    const css = injectedCss();
    expect(css).toContain("'Inter Variable'");
    expect(css).toMatch(/box-sizing:\s*border-box/);
  });

  it('draws a visible focus ring for keyboard focus', () => {
    expect(injectedCss()).toMatch(/:focus-visible\s*\{[^}]*outline:\s*3px solid #0f5f5a/);
  });

  it('cuts animations under prefers-reduced-motion', () => {
    expect(injectedCss()).toMatch(/@media \(prefers-reduced-motion: ?reduce\)[\s\S]*animation-duration:\s*0\.01ms/);
  });

  it('loads nothing from outside the site (no font CDN)', () => {
    expect(injectedCss()).not.toMatch(/https?:\/\//);
  });
});
