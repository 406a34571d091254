/**
 * Jest runs CommonJS, where `import.meta` is a syntax error: rewrite it to an object with what
 * the code under test reads (`url`, `env`, `hot` — react-router checks `import.meta.hot`).
 */
module.exports = function importMetaPlugin({ template }) {
  const build = template.expression.ast`({ url: require('url').pathToFileURL(__filename).href, env: process.env, hot: undefined })`;
  return {
    name: 'ratai-import-meta',
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name === 'import' && path.node.property.name === 'meta') {
          path.replaceWith(build);
        }
      },
    },
  };
};
