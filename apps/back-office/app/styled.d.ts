import 'styled-components';
import type { Theme } from '@ratai/ui';

// `props.theme` in the app's styled components is the UI kit's theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- the augmentation is the point
  export interface DefaultTheme extends Theme {}
}
