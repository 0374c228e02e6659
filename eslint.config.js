// One lint for the whole house. Its most important rule: the import boundaries that keep squads
// independent. A front end imports only the shared packages (contracts, remote kit, tooling), never another
// remote or the shell; the api and the journeys import only the contracts (docs/decisions/011-contracts-by-audience.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara', 'api', 'e2e'];
/** The shared packages by directory and package name: data for everyone, React runtime and build presets for front ends. */
const SHARED = { 'shared-contracts': 'contracts', 'remote-kit': 'remote-kit', tooling: 'tooling' };
const FRONT_END_ONLY = ['@storefront/remote-kit', '@storefront/tooling'];

/** Imports a package may not make: every other app, by package name or by a relative path out of itself. */
function boundariesFor(pkg) {
  const others = APPS.filter((a) => a !== pkg);
  const packageNames = [...others.map((a) => `@storefront/${a}`), ...(pkg === 'api' || pkg === 'e2e' ? FRONT_END_ONLY : [])];
  return {
    files: [`${pkg}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...packageNames, ...packageNames.map((n) => `${n}/*`)],
              message: `${pkg} may import only the shared packages from the workspace (the api and the journeys only @storefront/contracts): meet other apps through contracts (mount props, events, the API).`,
            },
            {
              regex: `^(\\.\\./)+(${[...others, ...Object.keys(SHARED)].join('|')})(/|$)`,
              message: `${pkg} may not reach into another package by a relative path; import it by its name.`,
            },
          ],
        },
      ],
    },
  };
}

/** An api call's path at the start of a string: one of the api's prefixes (spec section 7) and a name after it. */
const API_PATH = String.raw`/^(https?:\/\/[^/]*)?\/(mibd|mibdol|mibdOl|mibd_ol|xbom|ca|api)\/[A-Za-z]/`;

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '**/.__mf__temp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...APPS.map((pkg) => boundariesFor(pkg)),
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'The contracts are data for every audience (the api too): React belongs to @storefront/remote-kit.' }],
          patterns: [
            { group: ['@storefront/*'], message: 'shared-contracts imports no package: everything depends on it, it depends on none.' },
            { group: ['react-dom', 'react-dom/*', 'react/*', 'single-spa*'], message: 'The contracts are data for every audience: the React runtime belongs to @storefront/remote-kit.' },
          ],
        },
      ],
    },
  },
  ...['remote-kit', 'tooling'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The remote kit's own tests use the tooling's vitest preset; nothing else of the workspace.
              regex: dir === 'remote-kit' ? '^@storefront/(?!contracts(/|$)|tooling/vitest$)' : '^@storefront/(?!contracts(/|$))',
              message: `${dir} builds on the contracts only: no app, and no other shared package.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/server/**/*.ts', 'api/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every call goes through its entry of the endpoint table (docs/decisions/009-endpoints-as-data.md): a path of
    // the api written anywhere else is a second copy that the table cannot keep in step.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-contracts/src/endpoints/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement'].map((node) => ({
          selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${API_PATH}]`,
          message: 'An api path belongs to the endpoint table (@storefront/contracts, ENDPOINTS): use the entry, e.g. CART_CALLS.list.',
        })),
      ],
    },
  },
);
