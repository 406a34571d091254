// Stands in for '@fontsource-variable/inter/index.css' in this app's build (vite.config.ts): the
// font rules reach the page inline (lib/font-faces.server.ts), not as a stylesheet.
export {};
