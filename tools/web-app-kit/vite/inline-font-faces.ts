import path from 'node:path';

/**
 * The `resolve.alias` entry of an SSR app whose server writes Inter's @font-face rules inline
 * (ssr/font-faces.server.ts): the UI kit's GlobalStyle imports Inter's stylesheet, which would be a
 * render-blocking request before the first paint and load the rules twice; this replaces only that
 * exact import with an empty module. `…/index.css?inline` (the server's copy of the rules) still
 * resolves.
 */
export function inlineFontFacesAlias(): { find: RegExp; replacement: string } {
  return {
    find: /^@fontsource-variable\/inter\/index\.css$/,
    replacement: path.resolve(__dirname, 'no-stylesheet.ts'),
  };
}
