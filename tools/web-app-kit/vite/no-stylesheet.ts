// Stands in for '@fontsource-variable/inter/index.css' in the SSR apps' builds
// (vite/inline-font-faces.ts): the font rules reach the page inline (ssr/font-faces.server.ts),
// not as a stylesheet.
export {};
