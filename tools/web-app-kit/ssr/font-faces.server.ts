// The self-hosted Inter's @font-face rules (the UI kit's font), as text: the SSR apps' servers
// write them into the page's <head> (`headHtml` of renderStyledDocument, in each
// entry.server.tsx) instead of the browser fetching a stylesheet first — a render-blocking
// request less on every first visit. Vite rewrites the font URLs to the hashed files of the
// client build. The UI kit's own import of the stylesheet is switched off in each app's
// vite.config.ts (`inlineFontFacesAlias`, vite/inline-font-faces.ts), so the rules are not
// loaded twice.
import fontFaces from '@fontsource-variable/inter/index.css?inline';

/**
 * `font-display: optional` instead of the package's `swap`: a font that is not there for the first
 * paint is not swapped in later, so text never re-wraps under the visitor's eyes (a car page's
 * title re-wrapping moved the whole page: CLS 0.21 in Lighthouse; on the wizard's car application
 * page the cookie banner's text re-wrapped: CLS 0.022).
 *
 * The files are not preloaded. Chromium treats a *preloaded* `optional` font as render-blocking
 * (up to ~100 ms): the first paint then waited for the fonts, the page's module scripts finished
 * downloading in that time, and Lighthouse's simulation counted all ~130 kB of them as blocking the
 * first paint (FCP 2.3 s, LCP 3.3 s under slow 4G; tools/bench/web). Without the preload the text is
 * painted at once — in Inter when the file is cached (it is, for a year, after the first page), in
 * the system font on a first visit whose font arrives late. A page must therefore look right in
 * both (the wizard's form in the system font is taller: the cookie banner must not cover its
 * button, libs/app-shell's CookieConsent).
 */
export const FONT_FACES_STYLE = `<style data-font-faces>${fontFaces.replace(/font-display:\s*swap/g, 'font-display:optional')}</style>`;
