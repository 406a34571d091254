// The self-hosted Inter's @font-face rules (the UI kit's font), as text: the server writes them
// into the page's <head> (entry.server.tsx) instead of the browser fetching a stylesheet first —
// a render-blocking request less on every first visit. Vite rewrites the font URLs to the hashed
// files of the client build. The UI kit's own import of the stylesheet is switched off for this
// app in vite.config.ts, so the rules are not loaded twice.
import fontFaces from '@fontsource-variable/inter/index.css?inline';

/**
 * `font-display: optional` instead of the package's `swap`: a font that is not there for the first
 * paint is not swapped in later, so text never re-wraps under the visitor's eyes (a car page's
 * title re-wrapping moved the whole page: CLS 0.21 in Lighthouse). The two files Lithuanian text
 * needs (Latin and Latin Extended: ą č ę ė į š ų ū ž) are preloaded, so on an ordinary connection
 * they are there in time; on a slow first visit the page shows the system font, and Inter from the
 * next page on (the files are cached for a year).
 */
const rules = fontFaces.replace(/font-display:\s*swap/g, 'font-display:optional');

/** The hashed URLs of the Latin and Latin Extended files, as Vite wrote them into the rules. */
const preloaded = [...fontFaces.matchAll(/url\(["']?([^"')]*inter-latin(?:-ext)?-wght-normal[^"')]*\.woff2)["']?\)/g)].map((match) => match[1]);

const preload = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;

export const FONT_FACES_STYLE = `${preloaded.map(preload).join('')}<style data-font-faces>${rules}</style>`;
