/**
 * React, React Router and styled-components in one client chunk. Every page needs all of them
 * before it hydrates, and one file compresses ~4 kB (gzip) better than the six or so the default
 * splitting made of them (tools/bench/web). Used as
 * `build.rolldownOptions.output.codeSplitting.groups` by the SSR apps (marketplace, wizard).
 */
export const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|cookie|set-cookie-parser)[\\/]/,
};
