import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RataiThemeProvider } from './lib/theme-provider/RataiThemeProvider';
import type { LinkComponent } from './lib/link/LinkProvider';

/** Renders `ui` inside the kit's provider, as an app does. */
export function renderWithTheme(
  ui: ReactElement,
  { linkComponent, ...options }: RenderOptions & { linkComponent?: LinkComponent } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <RataiThemeProvider linkComponent={linkComponent}>{children}</RataiThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Testing Library normalises U+00A0 in queries but not in toHaveTextContent strings; this does. */
export function normalise(text: string | null | undefined): string {
  return (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}
