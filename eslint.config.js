import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCycleWithTypes } from './eslint-type-edges.js';

/** Architecture boundaries (docs/architecture.md, section 2): who may import whom. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({ group: [group], message: `Not allowed here: ${group}` })),
    },
  ],
});

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Features own their repos (docs/architecture.md, section 2): another feature's data comes through
 * its module's services, never by importing its `*.repo.ts`.
 */
const serverFeatures = folders('src/server/features');
const featureRepoZones = serverFeatures.map((feature) => ({
  target: `./src/server/features/${feature}/**`,
  from: serverFeatures
    .filter((other) => other !== feature)
    .map((other) => `./src/server/features/${other}/**/*.repo.ts`),
  message: 'A feature reads another feature through its services, not its repo.',
}));
// The app is assembled from modules and the shared context, never from repos.
featureRepoZones.push({
  target: ['./src/server/app.ts', './src/server/shop-context.ts'],
  from: './src/server/features/**/*.repo.ts',
  message: "The app is built from feature modules: a repo stays inside its feature's module.",
});

/**
 * The server's layers: `http`, `db`, `lib`, `security` and `build` sit under the features and
 * the app that assembles them, so they never import either (their tests may: they run the app).
 */
const lowerServerLayers = ['http', 'db', 'lib', 'security', 'build'];
const serverLayerZones = lowerServerLayers.map((layer) => ({
  target: `./src/server/${layer}/**/!(*.test).ts`,
  from: ['./src/server/features/**', './src/server/{app,app-config,shop-context}.ts'],
  message:
    "The server's lower layers sit under the features: move the code down, not the import up.",
}));

/**
 * The client's layers, as in bulletproof-react: a storefront feature imports shared code
 * (`components`, `lib`, `config`) and itself, never another feature; `app` composes them;
 * the back office is a separate build that never imports the storefront's features.
 */
const clientFeatures = folders('src/client/features');
const adminFeatures = folders('src/client/admin/features');
const featureIsolation = (root, features) =>
  features.map((feature) => ({
    target: `./${root}/${feature}/**`,
    from: features.filter((other) => other !== feature).map((other) => `./${root}/${other}/**`),
    message: 'Features do not import each other: compose them in the app.',
  }));
const clientZones = [
  ...featureIsolation('src/client/features', clientFeatures),
  ...featureIsolation('src/client/admin/features', adminFeatures),
  {
    target: './src/client/features/**',
    from: ['./src/client/app/**', './src/client/admin/**'],
    message: 'A storefront feature imports only shared code and its own.',
  },
  {
    target: ['./src/client/components/**', './src/client/lib/**', './src/client/config/**'],
    from: ['./src/client/features/**', './src/client/app/**', './src/client/admin/**'],
    message: 'Shared client code sits under the features and apps that use it.',
  },
  {
    target: './src/client/admin/**',
    from: ['./src/client/features/**', './src/client/app/**'],
    message: "The back office never imports the storefront's features or app.",
  },
];

/**
 * The orders feature is the only writer of the `orders` table (docs/architecture.md section 2).
 * Elsewhere the table cannot be imported: other features read the view `orders/orders-view.ts`
 * (Drizzle writes only tables), change an order through `orders/order-writes.ts` or react to
 * its events, and SQL text that writes the table is refused too.
 */
const ORDERS_WRITE_MESSAGE =
  'Only the orders feature writes the orders table: read orders/orders-view.ts, change orders through orders/order-writes.ts or its events.';
const ordersTableOwnership = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '/orders/orders\\.tables(\\.ts)?$',
          importNames: ['orders'],
          message: ORDERS_WRITE_MESSAGE,
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/\\b(update|insert\\s+into|delete\\s+from)\\s+orders\\b/i]',
      message: ORDERS_WRITE_MESSAGE,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, shop: { rules: { 'no-cycle': noCycleWithTypes } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The module graph counts `import type` as an edge, so type-only cycles are found too.
      'import-x/parsers': {
        [fileURLToPath(new URL('eslint-type-edges.js', import.meta.url))]: ['.ts', '.tsx'],
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` still loads the module (verbatimModuleSyntax): a page would then
      // download Zod for a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      // A module adds to a registry by declaration merging: `interface X extends Y {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      'shop/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('#server/*', '**/server/**'),
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: forbid('#shared/*', '#server/*', '#client/*', 'node:*', 'zod', 'drizzle-orm*', 'react*'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid('#server/*', '#client/*', 'node:*', 'drizzle-orm*', 'react*'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      ...forbid('#client/*', '**/client/**'),
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureRepoZones, ...serverLayerZones] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // A table's foreign keys name the orders table: declaring the schema writes nothing.
    ignores: ['src/server/features/orders/**', 'src/server/**/*.tables.ts', '**/*.test.ts'],
    rules: ordersTableOwnership,
  },
);
