// One lint for the whole house. Its most important rule: the import boundaries that keep squads
// independent. A remote imports only shared-contracts, never another remote or the shell.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara', 'api', 'e2e'];

/** Imports a package may not make: every other app, by package name or by a relative path out of itself. */
function boundariesFor(pkg, { allowContracts = true } = {}) {
  const others = APPS.filter((a) => a !== pkg);
  const packageNames = others.map((a) => `@storefront/${a}`);
  return {
    files: [`${pkg}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...packageNames, ...packageNames.map((n) => `${n}/*`)],
              message: `${pkg} may import only @storefront/contracts from the workspace: meet other apps through contracts (mount props, events, the API).`,
            },
            {
              regex: `^(\\.\\./)+(${others.join('|')}|shared-contracts)(/|$)`,
              message: `${pkg} may not reach into another package by a relative path${allowContracts ? '; import @storefront/contracts' : ''}.`,
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
        { patterns: [{ group: ['@storefront/*'], message: 'shared-contracts imports no app: everything depends on it, it depends on none.' }] },
      ],
    },
  },
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
