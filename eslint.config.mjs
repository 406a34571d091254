import nx from '@nx/eslint-plugin';

/**
 * One lint config for the whole workspace (ESLint 9 flat config; the design card's
 * `.eslintrc.json` intent — one root config with boundary rules — kept, see README).
 *
 * The dependency matrix below is the architecture: change it only on purpose.
 *   type:domain       → nothing
 *   type:util         → domain                (pricing, validation)
 *   type:data-access  → util, domain          (api-client)
 *   type:ui           → util, domain          (ui never imports api-client)
 *   type:feature      → feature, ui, data-access, util, domain
 *   type:shell        → ui, data-access, util, domain  (app-shell: what every web app's shell is made of)
 *   type:app          → shell, feature, ui, data-access, util, domain (apps never import apps)
 *   type:e2e          → nothing at compile time (drives apps through the browser)
 * and scopes keep each app's code to itself: scope:<app> → its own scope + scope:shared.
 */
const depConstraints = [
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain'],
  },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:domain'] },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:shell', 'type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:e2e-support'] },
  { sourceTag: 'type:e2e-support', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:marketplace', onlyDependOnLibsWithTags: ['scope:marketplace', 'scope:shared'] },
  { sourceTag: 'scope:owner-portal', onlyDependOnLibsWithTags: ['scope:owner-portal', 'scope:shared'] },
  { sourceTag: 'scope:wizard', onlyDependOnLibsWithTags: ['scope:wizard', 'scope:shared'] },
  { sourceTag: 'scope:back-office', onlyDependOnLibsWithTags: ['scope:back-office', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/build', '**/coverage', '**/node_modules', 'data/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            // API tests start the bank sandbox (a stand-in for an external provider) in-process;
            // the API's own code only ever talks to it over HTTP (BANK_DATA_URL).
            '^.*/tools/bank-sandbox/src/sandbox$',
            // The web apps' build, test and serve plumbing (Vite plugin, Jest setup, the Node server
            // module): loaded by Vite's config loader, Jest's require and bare node, none of which
            // resolves an @ratai alias, so it is a plain folder imported by path (its README).
            '^.*/tools/web-app-kit/.*$',
          ],
          depConstraints,
          // The analytics code (@ratai/ui/analytics) is imported dynamically after cookie consent
          // while the rest of @ratai/ui is imported statically: one library, two entry points.
          checkDynamicDependenciesExceptions: ['@ratai/ui'],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Typed hooks only: the raw react-redux hooks know nothing of our RootState.
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/api-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use useAppSelector / useAppDispatch / useAppStore from @ratai/api-client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.*', '**/jest.preset.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
