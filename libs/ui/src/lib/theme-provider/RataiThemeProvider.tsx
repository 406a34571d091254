import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../global-style/GlobalStyle';
import { LinkProvider, type LinkComponent } from '../link/LinkProvider';
import { theme } from '../theme';

export interface RataiThemeProviderProps {
  children: ReactNode;
  /** Renders the kit's internal links; pass an adapter around the app's router link. Default `<a>`. */
  linkComponent?: LinkComponent;
  /** Whether to inject {@link GlobalStyle}; default true. Tests may turn it off. */
  globalStyle?: boolean;
}

/** The theme, the link component and (by default) the global style, in one provider for an app's root. */
export function RataiThemeProvider({ children, linkComponent = 'a', globalStyle = true }: RataiThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <LinkProvider component={linkComponent}>
        {globalStyle ? <GlobalStyle /> : null}
        {children}
      </LinkProvider>
    </ThemeProvider>
  );
}
