// One lint for the whole house. Its most important rule: the import boundaries that keep squads
// independent. A front end imports only the shared packages (contracts, remote kit, tooling), never another
// remote or the shell; the api and the journeys import only the contracts (docs/decisions/011-contracts-by-audience.md).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara', 'api', 'e2e'];
/** The shared packages by directory and package name: data for everyone, React runtime and build presets for front ends. */
const SHARED = { 'shared-contracts': 'contracts', 'remote-kit': 'remote-kit', tooling: 'tooling' };
const FRONT_END_ONLY = ['@storefront/remote-kit', '@storefront/tooling'];

/**
 * An api module's SQL lives in its repository (`repository.ts` or `repository/`): elsewhere in a module, the query
 * builder and the tables are out of reach (types of a table's rows may still be named). Tests set up their rows
 * directly.
 */
const SQL_OUTSIDE_REPOSITORY = {
  files: ['api/src/modules/**/*.ts'],
  ignores: ['api/src/modules/**/repository.ts', 'api/src/modules/**/repository/**', 'api/src/modules/**/*.test.ts'],
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', '**/platform/db/schema'],
      allowTypeImports: true,
      message: "A module's SQL belongs to its repository (repository.ts): call a function of it.",
    },
  ],
};

/** Imports a package may not make: every other app, by package name or by a relative path out of itself. */
function boundariesFor(pkg, { files = [`${pkg}/**/*.{ts,tsx,js,mjs}`], ignores, extraPatterns = [] } = {}) {
  const others = APPS.filter((a) => a !== pkg);
  const packageNames = [...others.map((a) => `@storefront/${a}`), ...(pkg === 'api' || pkg === 'e2e' ? FRONT_END_ONLY : [])];
  return {
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...extraPatterns,
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

/** The folders directly under `dir` (none when it does not exist). */
function foldersOf(dir) {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
}

const REMOTES = APPS.filter((a) => a.startsWith('mf-'));

/**
 * The internal shape of the house (docs/decisions/012-one-internal-shape.md), as import zones:
 * - a remote's feature (`src/features/<f>/`) reaches another feature only through that feature's `index.ts`, and
 *   never the remote's entries (`app.tsx`, `dialogs.tsx` and the parcels' `assistant.tsx`, `mini-cart.tsx`,
 *   `live-search.tsx`); `src/ui/` imports no feature;
 * - the shell's features likewise;
 * - an api module (`api/src/modules/<m>/`) reaches another module only through its `index.ts`.
 */
function featureZones(root, entries) {
  const features = foldersOf(`${root}/features`);
  return [
    ...features.map((feature) => ({
      target: `./${root}/features/${feature}`,
      from: `./${root}/features`,
      except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
      message: 'A feature uses another feature only through its index.ts (its public door).',
    })),
    { target: `./${root}/features`, from: entries.map((e) => `./${root}/${e}`), message: "A feature does not import the remote's entries." },
    { target: `./${root}/ui`, from: `./${root}/features`, message: 'Shared ui imports no feature.' },
  ];
}

function moduleZones() {
  const modules = foldersOf('api/src/modules');
  const outside = ['app.ts', 'main.ts', 'commands', 'platform', 'testing'].map((p) => `./api/src/${p}`);
  return [
    // The platform, the commands and the app's entry use a module through its door too (the bench may measure parts).
    ...outside.map((target) => ({
      target,
      from: './api/src/modules',
      except: ['./index.ts', ...modules.map((m) => `./${m}/index.ts`)],
      message: 'Outside its module, a module is used only through its index.ts.',
    })),
    ...modules.map((mod) => ({
    target: `./api/src/modules/${mod}`,
    from: './api/src/modules',
    except: [`./${mod}`, ...modules.filter((m) => m !== mod).map((m) => `./${m}/index.ts`)],
      message: 'A module uses another module only through its index.ts (its only door).',
    })),
  ];
}

const SHAPE_ZONES = [
  ...REMOTES.flatMap((remote) => featureZones(`${remote}/src`, ['app.tsx', 'dialogs.tsx', 'assistant.tsx', 'mini-cart.tsx', 'live-search.tsx'])),
  ...featureZones('shell/src', ['main.tsx']),
  ...moduleZones(),
];

/** An api call's path at the start of a string: one of the api's prefixes (spec section 7) and a name after it. */
const API_PATH = String.raw`/^(https?:\/\/[^/]*)?\/(mibd|mibdol|mibdOl|mibd_ol|xbom|ca|api)\/[A-Za-z]/`;

export default tseslint.config(
  {
    ignores: ['.cache/**', '**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '**/.__mf__temp/**', 'shell/public/mockServiceWorker.js'],
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
    // Import zones of the internal shape, and no import cycles anywhere (a cycle is a module that cannot be
    // understood, tested or split alone).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: SHAPE_ZONES }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...APPS.map((pkg) => boundariesFor(pkg)),
  // The api's modules: the package's boundaries and the repository's hold on SQL (one rule, so both apply).
  boundariesFor('api', { files: SQL_OUTSIDE_REPOSITORY.files, ignores: SQL_OUTSIDE_REPOSITORY.ignores, extraPatterns: SQL_OUTSIDE_REPOSITORY.patterns }),
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
