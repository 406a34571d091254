// The self-hosted Inter's @font-face rules (the UI kit's font), as text: the server writes them
// into the page's <head> (entry.server.tsx) instead of the browser fetching a stylesheet first —
// a render-blocking request less on every first visit. Vite rewrites the font URLs to the hashed
// files of the client build. The UI kit's own import of the stylesheet is switched off for this
// app in vite.config.ts, so the rules are not loaded twice.
import fontFaces from '@fontsource-variable/inter/index.css?inline';

export const FONT_FACES_STYLE = `<style data-font-faces>${fontFaces}</style>`;
