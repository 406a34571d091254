// `import css from '….css?inline'` in Jest: an empty stylesheet (Vite inlines the real one).
module.exports = { __esModule: true, default: '' };
