import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * `no-restricted-imports` does not look at dynamic `import()`: each ban also carries `dynamic`, a
 * regular expression over the import's source that `no-restricted-syntax` checks on every
 * `import('...')`. Written with \u002F for '/', which a selector's regex literal cannot hold.
 */
const SLASH = '\\u002F'

/** A ban on a folder of src/, reached by any relative path (`../services/x`, `../../services`). */
const folderBan = (folder, what) => ({
  what,
  patterns: [{ group: [`**/${folder}`, `**/${folder}/**`] }],
  dynamic: `(^|${SLASH})${folder}(${SLASH}|$)`,
})

// One-way import rules: routes -> pages -> features -> parts -> ui/machines -> startup ->
// domain/content, and only src/services talks to Supabase. src/ui is generic (no content);
// src/parts holds the content-aware building blocks that several features or pages share.
//
// In flat config a later object's `no-restricted-imports` *replaces* an earlier one for files both
// objects match, so the bans are not spread over overlapping objects. Each layer below gets ONE
// setting built by `restrictImports` from the named ban groups that apply to it, and the layers'
// file globs are disjoint, so config order cannot silently drop a ban.
// Patterns are gitignore-style `group`s (`**/services` matches `../services/x`,
// `../../services/x/y`, `../src/services`, ...) or `regex`es. tests/unit/import-rules.test.ts
// checks each ban with a violating and an allowed import.
const BANS = {
  uiLibraries: {
    what: 'React or UI libraries (react, react-dom, styled-components, framer-motion, react-hot-toast, @xstate/react, @tanstack/*)',
    patterns: [
      {
        group: [
          'react',
          'react-dom',
          'react-dom/*',
          'styled-components',
          'framer-motion',
          'react-hot-toast',
          '@xstate/react',
          '@tanstack/*',
        ],
      },
    ],
    dynamic: `^(react|react-dom|styled-components|framer-motion|react-hot-toast|@xstate${SLASH}react)$|^(react-dom|@tanstack)${SLASH}`,
  },
  supabase: {
    what: '@supabase/* (only src/services talks to Supabase)',
    patterns: [{ group: ['@supabase/*'] }],
    dynamic: `^@supabase${SLASH}`,
  },
  services: folderBan('services', 'src/services (network and side effects)'),
  ui: folderBan('ui', 'src/ui'),
  startup: folderBan('startup', 'src/startup'),
  features: folderBan('features', 'src/features'),
  routes: folderBan('routes', 'src/routes'),
  content: folderBan(
    'content',
    'src/content (a widget takes its copy as props; content-aware parts live in src/parts)',
  ),
  parts: folderBan('parts', 'src/parts'),
  styles: {
    what: 'styled-components (a route composes: its styled pieces live in its page module in src/pages, or in src/parts)',
    patterns: [{ group: ['styled-components'] }],
    dynamic: '^styled-components$',
  },
  // src/content/pages.ts shares the folder's name: only a path that climbs to src/ and goes down
  // into pages/ (`../pages/x`, `../../pages/x`) is the folder.
  pages: {
    what: 'src/pages',
    patterns: [{ regex: '^(\\.\\./)+pages/|(^|/)src/pages/' }],
    dynamic: `^(\\.\\.${SLASH})+pages${SLASH}|(^|${SLASH})src${SLASH}pages${SLASH}`,
  },
}

/**
 * Inside a feature at `depth` (1 = src/features/<name>/file.tsx, 2 = src/features/<name>/dir/file.tsx),
 * a path that climbs exactly `depth` levels and then goes down (`../share/x` at depth 1) lands in
 * another feature. Own files are reached with `./` or fewer `../`; components, machines, ... climb
 * further. A path through a `features/` folder (`../../features/share/x`) is caught by
 * BANS.features. The one exception is SHARED_FEATURE: how every form that writes saves its lead
 * (src/features/lead-form), which each lead feature uses and none duplicates.
 */
const SHARED_FEATURE = 'lead-form'
const otherFeatureBan = (depth) => ({
  what: 'another feature (share code through src/ui, machines or src/domain, or the lead form in src/features/lead-form; import your own feature with a path that stays inside it)',
  patterns: [
    { regex: `^(?:\\.\\./){${depth}}(?!\\.\\.(?:/|$)|${SHARED_FEATURE}(?:/|$))[^/]` },
    { group: ['**/features', '**/features/**'] },
  ],
  dynamic: `^(\\.\\.${SLASH}){${depth}}(?!\\.\\.(${SLASH}|$)|${SHARED_FEATURE}(${SLASH}|$))[^${SLASH}]|(^|${SLASH})features(${SLASH}|$)`,
})

/** One `no-restricted-imports` setting holding every ban of `layer`. */
const restrictImports = (layer, bans) => [
  'error',
  {
    patterns: bans.flatMap((ban) =>
      ban.patterns.map((pattern) => ({
        ...pattern,
        message: `${layer} must not import ${ban.what}.`,
      })),
    ),
  },
]

/**
 * Markup from strings: never in the site's code. React escapes every text it renders; these are the
 * ways around that, through which a visitor's text (a name, an e-mail, a search) could become HTML.
 * Part of every layer's `no-restricted-syntax` setting (one setting per file, see below).
 */
const NO_RAW_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No dangerouslySetInnerHTML: render text and elements through React.',
  },
  {
    selector:
      'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'No innerHTML/outerHTML: render text and elements through React.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/], CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'No HTML from strings: render text and elements through React.',
  },
]

/** The same bans for dynamic `import('...')`, and no raw HTML, as one `no-restricted-syntax` setting. */
const restrictDynamicImports = (layer, bans, syntax = []) => [
  'error',
  ...bans.map((ban) => ({
    selector: `ImportExpression[source.value=/${ban.dynamic}/]`,
    message: `${layer} must not import ${ban.what}.`,
  })),
  ...NO_RAW_HTML,
  ...syntax,
]

/**
 * src/domain/ is pure: rules and data shapes that run the same in the browser, the prerender, the
 * Deno functions and the tests. What reads the page, the clock of the page or the network lives in
 * src/startup/ or src/services/ and hands domain code plain values.
 */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'performance',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'queueMicrotask',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'matchMedia',
  'getComputedStyle',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'PerformanceObserver',
  'scheduler',
  'self',
  'globalThis',
]
const PURE_RULES = {
  'no-restricted-globals': [
    'error',
    ...BROWSER_GLOBALS.map((name) => ({
      name,
      message: `src/domain/ is pure: no \`${name}\`. Read the browser in src/startup/ or src/services/ and pass plain values in.`,
    })),
  ],
  // `window.document`, `globalThis.fetch` and the like: the same globals reached through an object.
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      message: `src/domain/ is pure: no \`${object}.*\`. Read the browser in src/startup/ or src/services/ and pass plain values in.`,
    })),
  ],
}

/** Feature files nested deeper than this still get every feature ban but the sibling check. */
const MAX_FEATURE_DEPTH = 4
const FEATURE_BANS = [BANS.routes, BANS.pages, BANS.supabase]
const featureLayers = Array.from({ length: MAX_FEATURE_DEPTH }, (_, i) => ({
  name: 'src/features/',
  files: [`src/features/*/${'*/'.repeat(i)}*.{ts,tsx}`],
  bans: [otherFeatureBan(i + 1), ...FEATURE_BANS],
}))

/** What src/domain/ and src/content/ must not import: they sit below everything else of src/. */
const PURE_BANS = [
  BANS.uiLibraries,
  BANS.supabase,
  BANS.services,
  BANS.ui,
  BANS.startup,
  BANS.parts,
  BANS.features,
  BANS.pages,
  BANS.routes,
]

/**
 * Routes compose: the words a visitor reads live in src/content (the README's project map: a route
 * has no styles, no copy), so a route passes copy by name, never as a literal. Refused in src/routes: JSX text with a letter, and
 * a string or template literal with a letter as a JSX attribute's value, except on the attributes
 * below, which name a path, an id, a variant or a hook of the page (never words a visitor reads).
 * Part of the routes layer's `no-restricted-syntax` setting (one setting per file, see above).
 */
const NON_COPY_ATTRIBUTES = [
  'to',
  'href',
  'path',
  'action',
  'target',
  'rel',
  'id',
  'inputId',
  'aria-labelledby',
  'aria-hidden',
  'aria-live',
  'role',
  'tone',
  'variant',
  '\\$variant',
  'source',
  'popup',
  'heroSelector',
]
const COPY_IN_CONTENT =
  'Copy lives in src/content: a route passes words by name, never as a literal.'
const LETTER = '/[A-Za-z]/'
const copyAttribute = `JSXAttribute:not([name.name=/^(${NON_COPY_ATTRIBUTES.join('|')})$/])`
const NO_COPY_LITERALS = [
  { selector: `JSXText[value=${LETTER}]`, message: COPY_IN_CONTENT },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTER}]`,
    message: COPY_IN_CONTENT,
  },
  {
    selector: `:matches(${copyAttribute} > Literal, ${copyAttribute} > JSXExpressionContainer > Literal)[value=${LETTER}]`,
    message: COPY_IN_CONTENT,
  },
  {
    selector: `:matches(${copyAttribute}, JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral:has(TemplateElement[value.raw=${LETTER}])`,
    message: COPY_IN_CONTENT,
  },
]

/** Layers with import bans; their `files` must not overlap (see above). */
const LAYERS = [
  {
    name: 'machines/',
    files: ['machines/**/*.{ts,tsx}'],
    bans: [
      BANS.uiLibraries,
      BANS.supabase,
      BANS.services,
      BANS.ui,
      BANS.startup,
      BANS.parts,
      BANS.features,
      BANS.pages,
      BANS.routes,
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'setTimeout',
        'setInterval',
      ],
    },
  },
  {
    name: 'src/domain/',
    files: ['src/domain/**/*.{ts,tsx}'],
    bans: PURE_BANS,
    rules: PURE_RULES,
  },
  {
    name: 'src/content/',
    files: ['src/content/**/*.{ts,tsx}'],
    bans: PURE_BANS,
  },
  {
    // Start-up runtime: below every UI layer (the shared UI and the features build on it).
    name: 'src/startup/',
    files: ['src/startup/**/*.{ts,tsx}'],
    bans: [
      BANS.ui,
      BANS.parts,
      BANS.features,
      BANS.pages,
      BANS.routes,
      BANS.services,
      BANS.supabase,
    ],
  },
  {
    // Generic widgets: no copy (they take it as props), no page part, page family, route or network.
    name: 'src/ui/',
    files: ['src/ui/**/*.{ts,tsx}'],
    bans: [
      BANS.content,
      BANS.parts,
      BANS.features,
      BANS.pages,
      BANS.routes,
      BANS.services,
      BANS.supabase,
    ],
  },
  {
    // Page parts: content-aware building blocks that several features or pages share (the site
    // layout, the e-mail forms and their note, sections over content shapes, result parts). They
    // build on ui, content, domain, startup and machines; never on a feature, page, route or network.
    name: 'src/parts/',
    files: ['src/parts/**/*.{ts,tsx}'],
    bans: [BANS.features, BANS.pages, BANS.routes, BANS.services, BANS.supabase],
  },
  {
    // Page modules: what a route renders when it is more than composition (a page family's shared
    // page, the error and not-found pages, the page head). Below the routes, above the features.
    name: 'src/pages/',
    files: ['src/pages/**/*.{ts,tsx}'],
    bans: [BANS.routes, BANS.services, BANS.supabase],
  },
  ...featureLayers,
  {
    name: 'src/features/',
    files: [`src/features/*/${'*/'.repeat(MAX_FEATURE_DEPTH)}**/*.{ts,tsx}`],
    bans: [BANS.features, ...FEATURE_BANS],
  },
  {
    name: 'src/routes/',
    files: ['src/routes/**/*.{ts,tsx}'],
    bans: [BANS.styles, BANS.services, BANS.supabase],
    syntax: NO_COPY_LITERALS,
  },
  {
    // The only door to Supabase: no import ban, but the no-raw-HTML rule like every layer.
    name: 'src/services/',
    files: ['src/services/**/*.{ts,tsx}'],
    bans: [],
  },
  {
    // Every other src file (main.tsx, router.tsx, src/features/*.ts, ...).
    name: 'src/',
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/services/**',
      'src/domain/**',
      'src/content/**',
      'src/ui/**',
      'src/parts/**',
      'src/pages/**',
      'src/startup/**',
      'src/features/*/**',
      'src/routes/**',
    ],
    bans: [BANS.supabase],
  },
]

/**
 * Charts run through one hook, `useChart` of src/startup/chart.ts, which keeps XState off the
 * hydration path: the page renders from each chart's `*_BEFORE` values and the chart's code loads
 * after. A view, route or feature that imports `@xstate/react`, or a value of `xstate`, would put
 * XState into its chunk and run the chart during hydration. Types of `xstate` are fine (erased).
 * A rule of its own (typescript-eslint's, for `allowTypeImports`), so it adds to each layer's
 * `no-restricted-imports` instead of replacing it. tests/unit/import-rules.test.ts checks it.
 */
const CHARTS_THROUGH_USE_CHART =
  'Run a chart with useChart / useChartSelector (src/startup/chart.ts, docs/charts.md): it keeps XState off the hydration path.'
const chartRuntimeBan = {
  name: 'import-rules/charts-through-useChart',
  files: [
    'src/features/**/*.{ts,tsx}',
    'src/routes/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx}',
    'src/parts/**/*.{ts,tsx}',
    'src/ui/**/*.{ts,tsx}',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@xstate/react', message: CHARTS_THROUGH_USE_CHART },
          { name: 'xstate', allowTypeImports: true, message: CHARTS_THROUGH_USE_CHART },
        ],
        patterns: [
          { group: ['@xstate/react/*'], message: CHARTS_THROUGH_USE_CHART },
          { group: ['xstate/*'], allowTypeImports: true, message: CHARTS_THROUGH_USE_CHART },
        ],
      },
    ],
  },
}

/**
 * A chart runs in its flow's hook, `use-<flow>.ts` beside the view (docs/charts.md), one level over
 * `useChart`: the hook holds the chart's load, options, selectors and the callbacks that send its
 * events, and hands the view plain values and callbacks. Only such a hook may call `useChart`, or a
 * `useChart*` that starts a chart (`useChartSelector` only reads one); an import under another name
 * counts as the call it hides. A rule of its own (a one-rule local plugin), so it adds to each
 * layer's `no-restricted-syntax` instead of replacing it. tests/unit/import-rules.test.ts checks it.
 */
const CHART_STARTER = /^useChart(?!Selector$)(?:[A-Z]\w*)?$/
const CHARTS_IN_HOOKS =
  "Run a chart in its flow's hook, a use-<flow>.ts beside the view (docs/charts.md): the view calls the hook and renders."
const chartsInHooks = {
  name: 'import-rules/charts-in-hooks',
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/use-*.ts'],
  plugins: {
    charts: {
      rules: {
        'in-hooks': {
          meta: { type: 'problem', schema: [] },
          create: (context) => ({
            'CallExpression > Identifier.callee'(node) {
              if (CHART_STARTER.test(node.name)) context.report({ node, message: CHARTS_IN_HOOKS })
            },
            ImportSpecifier(node) {
              const imported = node.imported.name ?? node.imported.value
              if (CHART_STARTER.test(imported) && node.local.name !== imported)
                context.report({ node, message: CHARTS_IN_HOOKS })
            },
          }),
        },
      },
    },
  },
  rules: { 'charts/in-hooks': 'error' },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.local',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  ...LAYERS.map(({ name, files, ignores, bans, rules, syntax }) => ({
    name: `import-rules/${name}`,
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      ...rules,
      'no-restricted-imports': restrictImports(name, bans),
      'no-restricted-syntax': restrictDynamicImports(name, bans, syntax),
    },
  })),
  chartRuntimeBan,
  chartsInHooks,
)
