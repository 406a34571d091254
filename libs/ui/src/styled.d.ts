import 'styled-components';
import type { Theme } from './lib/theme';

// Types `props.theme` in every styled component as the kit's theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- the augmentation is the point
  export interface DefaultTheme extends Theme {}
}
