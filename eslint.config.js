// ESLint flat config: typescript-eslint's type-checked rules everywhere, React hooks in both apps and jsx-a11y's strict set
// for their components. `npm run lint` allows no warnings. Every rule turned off or loosened says why on its line.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'data/', 'bench/', 'test-results/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Callbacks declared as properties are checked strictly (methods are bivariant) and can be destructured safely.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // Leading underscore = deliberately unused (the rest of an object after removing a field, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // `async` without `await` is how Fastify handlers and test doubles say they answer a promise;
      // no-floating-promises and no-misused-promises catch the real mistakes.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; the async handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-admin's auth provider rejects with { redirectTo, message: false }, not an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'file', name: 'AuthRedirect', path: 'src-admin/providers/authProvider.ts' }] },
      ],
    },
  },
  {
    files: ['src-public/**/*.{ts,tsx}', 'src-admin/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src-public/**/*.tsx', 'src-admin/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // MUI dialogs put focus on their first control when they open (WAI-ARIA dialog pattern); HTML elements never autofocus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // WAI-ARIA tabs pattern: a tab panel is focusable so that keyboard users reach its text.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel'] }],
      // The composite widgets' containers and items (a <fieldset> radio group, a <ul> listbox of <li> options…), as in
      // jsx-a11y's recommended set.
      'jsx-a11y/no-noninteractive-element-to-interactive-role':
        jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-to-interactive-role'],
    },
  },
  // The layers (docs/architektura.md): shared/ is imported by all and imports none of them; each app and the server
  // stand on their own; a route file speaks HTTP and leaves the database to its area's modules.
  {
    files: ['shared/**/*.ts', 'server/**/*.ts', 'src-public/**/*.{ts,tsx}', 'src-admin/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'public-app', pattern: 'src-public', partialMatch: false },
        { type: 'admin-app', pattern: 'src-admin', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'route', pattern: '**/{routes,*Routes}.ts' },
        { category: 'database', pattern: '**/db/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Also packages (drizzle-orm) and files within one layer (a route file and server/db/).
          checkAllOrigins: true,
          checkInternals: true,
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'public-app', 'admin-app'] } } } },
            },
            {
              from: { element: { type: 'public-app' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'admin-app'] } } } },
            },
            {
              from: { element: { type: 'admin-app' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'public-app'] } } } },
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: ['public-app', 'admin-app'] } } } },
            },
            {
              from: { file: { categories: 'route' } },
              disallow: { to: { file: { categories: 'database' } } },
            },
            {
              from: { file: { categories: 'route' } },
              disallow: { to: { module: { origin: 'external', source: ['drizzle-orm', 'drizzle-orm/**'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/routes.ts', 'server/**/*Routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(db|tx)$/], MemberExpression[object.property.name='db']",
          message: 'A route file speaks HTTP: queries belong in the queries or service module of its area.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'A route file speaks HTTP: queries belong in the queries or service module of its area.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Tests read response bodies (`response.json()` is `any`) and assert on them; the assertions check the shape.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(mock.method).toHaveBeenCalled() passes a method without calling it, which is the point.
      '@typescript-eslint/unbound-method': 'off',
      // Fetch doubles read `init.body` (typed BodyInit) that the app always sends as a JSON string.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
