// @vitest-environment node
// Guards the one-way import rules in eslint.config.js: each ban must fire for a violating import
// and stay silent for an allowed one, so a config change that silences a rule (for example a later
// flat-config object replacing `no-restricted-imports`) or makes it over-broad fails the suite.
// Fixture files are virtual: they are linted as if they lived in the real folder.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

// Loading eslint.config.js and the TypeScript parser takes a few seconds: do it once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export {}\n', { filePath: 'src/__fixture__.ts' })
}, 30_000)

async function restrictedImportMessages(filePath: string, source: string) {
  const code = `import { x } from '${source}'\n\nexport const y = x\n`
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  // ruleId null means a parse error or "file ignored" warning: the fixture would prove nothing.
  expect(result.messages.filter((m) => m.ruleId === null)).toEqual([])
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports')
}

/** The same for a dynamic `import('...')`, which `no-restricted-syntax` checks. */
async function restrictedDynamicImportMessages(filePath: string, source: string) {
  const code = `export const load = () => import('${source}')\n`
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  expect(result.messages.filter((m) => m.ruleId === null)).toEqual([])
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax')
}

const MACHINE = 'machines/__fixture__.machine.ts'
const COMPONENT = 'src/ui/__fixture__.tsx'
const NESTED_COMPONENT = 'src/ui/layout/__fixture__.tsx'
const STARTUP = 'src/startup/__fixture__.ts'
const DOMAIN = 'src/domain/__fixture__.ts'
const CONTENT = 'src/content/__fixture__.ts'
const FEATURE = 'src/features/subscribe/__fixture__.tsx'
const NESTED_FEATURE = 'src/features/subscribe/parts/__fixture__.tsx'
const ROUTE = 'src/routes/__fixture__.tsx'
const NESTED_ROUTE = 'src/routes/articles/__fixture__.tsx'
const PART = 'src/parts/__fixture__.tsx'
const NESTED_PART = 'src/parts/result/__fixture__.tsx'
const PAGE = 'src/pages/__fixture__.tsx'
const SRC_ROOT = 'src/__fixture__.tsx'
const SERVICE = 'src/services/__fixture__.ts'

// [rule, fixture file, import source, text the error message must contain]
const banned: [string, string, string, string][] = [
  ['1 machines: no React', MACHINE, 'react', 'React or UI libraries'],
  ['1 machines: no react-dom/*', MACHINE, 'react-dom/client', 'React or UI libraries'],
  ['1 machines: no styled-components', MACHINE, 'styled-components', 'React or UI libraries'],
  ['1 machines: no framer-motion', MACHINE, 'framer-motion', 'React or UI libraries'],
  ['1 machines: no react-hot-toast', MACHINE, 'react-hot-toast', 'React or UI libraries'],
  ['1 machines: no @xstate/react', MACHINE, '@xstate/react', 'React or UI libraries'],
  ['1 machines: no @tanstack/*', MACHINE, '@tanstack/react-router', 'React or UI libraries'],
  ['1 machines: no services', MACHINE, '../src/services/lead-store', 'src/services'],
  ['1 machines: no ui', MACHINE, '../src/ui/button', 'src/ui'],
  ['1 machines: no startup', MACHINE, '../src/startup/use-hydrated', 'src/startup'],
  ['1 machines: no features', MACHINE, '../src/features/share/share-buttons', 'src/features'],
  ['1 machines: no routes', MACHINE, '../src/routes/about', 'src/routes'],
  ['2 ui: no features', COMPONENT, '../features/share/share-buttons', 'src/features'],
  ['2 ui: no routes', COMPONENT, '../routes/about', 'src/routes'],
  ['2 ui: no services', COMPONENT, '../services/lead-store', 'src/services'],
  ['2 ui: no services (../..)', NESTED_COMPONENT, '../../services/lead-store', 'src/services'],
  ['2 ui: no content', COMPONENT, '../content/site', 'src/content'],
  ['2 ui: no content (../..)', NESTED_COMPONENT, '../../content/people', 'src/content'],
  ['2 ui: no parts', COMPONENT, '../parts/email-form', 'src/parts'],
  ['2 ui: no pages', COMPONENT, '../pages/page-head', 'src/pages'],
  ['2 parts: no features', PART, '../features/share/share-buttons', 'src/features'],
  ['2 parts: no pages', PART, '../pages/page-head', 'src/pages'],
  ['2 parts: no pages (../..)', NESTED_PART, '../../pages/article-page', 'src/pages'],
  ['2 parts: no routes', PART, '../routes/about', 'src/routes'],
  ['2 parts: no services', NESTED_PART, '../../services/lead-store', 'src/services'],
  ['2 pages: no routes', PAGE, '../routes/about', 'src/routes'],
  ['2 pages: no services', PAGE, '../services/lead-store', 'src/services'],
  ['2 startup: no ui', STARTUP, '../ui/button', 'src/ui'],
  ['2 startup: no features', STARTUP, '../features/share/share-buttons', 'src/features'],
  ['2 startup: no routes', STARTUP, '../routes/about', 'src/routes'],
  ['2 startup: no services', STARTUP, '../services/lead-store', 'src/services'],
  ['3 domain: no ui', DOMAIN, '../ui/button', 'src/ui'],
  ['3 domain: no startup', DOMAIN, '../startup/before-hydration', 'src/startup'],
  ['3 domain: no features', DOMAIN, '../features/share/share-buttons', 'src/features'],
  ['3 domain: no services', DOMAIN, '../services/lead-store', 'src/services'],
  ['3 domain: no routes', DOMAIN, '../routes/about', 'src/routes'],
  ['3 domain: no UI libraries', DOMAIN, 'react', 'React or UI libraries'],
  ['3 content: no routes', CONTENT, '../routes/about', 'src/routes'],
  ['3 content: no ui', CONTENT, '../ui/button', 'src/ui'],
  ['3 content: no startup', CONTENT, '../startup/page-timeline', 'src/startup'],
  ['3 content: no services', CONTENT, '../services/lead-store', 'src/services'],
  ['3 content: no UI libraries', CONTENT, 'styled-components', 'React or UI libraries'],
  ['3 content: no parts', CONTENT, '../parts/email-note', 'src/parts'],
  ['3 content: no pages', CONTENT, '../pages/page-head', 'src/pages'],
  ['4 features: no sibling feature', FEATURE, '../share/share-buttons', 'another feature'],
  ['4 features: no feature via features/', FEATURE, '../../features/share/x', 'another feature'],
  [
    '4 features: no sibling (nested)',
    NESTED_FEATURE,
    '../../share/share-buttons',
    'another feature',
  ],
  [
    '4 features: no feature named like the shared one',
    FEATURE,
    '../lead-former/x',
    'another feature',
  ],
  ['4 features: no routes', FEATURE, '../../routes/about', 'src/routes'],
  ['4 features: no pages', FEATURE, '../../pages/page-head', 'src/pages'],
  ['5 routes: no styled components', ROUTE, 'styled-components', 'styled-components'],
  ['5 routes: no styled components (nested)', NESTED_ROUTE, 'styled-components', 'src/pages'],
  ['5 routes: no services', ROUTE, '../services/lead-store', 'src/services'],
  ['5 routes: no services (../..)', NESTED_ROUTE, '../../services/subscriptions', 'src/services'],
  ['6 supabase: not in machines', MACHINE, '@supabase/supabase-js', '@supabase/*'],
  ['6 supabase: not in components', COMPONENT, '@supabase/supabase-js', '@supabase/*'],
  ['6 supabase: not in domain', DOMAIN, '@supabase/supabase-js', '@supabase/*'],
  ['6 supabase: not in content', CONTENT, '@supabase/postgrest-js', '@supabase/*'],
  ['6 supabase: not in features', FEATURE, '@supabase/supabase-js', '@supabase/*'],
  ['6 supabase: not in routes', ROUTE, '@supabase/supabase-js', '@supabase/*'],
  ['6 supabase: not in other src files', SRC_ROOT, '@supabase/supabase-js', '@supabase/*'],
]

// [case, fixture file, import source]
const allowed: [string, string, string][] = [
  ['machine imports domain', MACHINE, '../src/domain/share'],
  ['machine imports content', MACHINE, '../src/content/messages'],
  ['machine imports a sibling machine file', MACHINE, './toast'],
  ['machine imports xstate', MACHINE, 'xstate'],
  ['ui imports a machine', NESTED_COMPONENT, '../../../machines/nav-menu.machine'],
  ['ui imports domain', COMPONENT, '../domain/email'],
  ['ui imports UI libraries', COMPONENT, 'styled-components'],
  ['ui imports startup', COMPONENT, '../startup/use-hydrated'],
  ['startup imports domain', STARTUP, '../domain/email'],
  ['startup imports the chart hook', STARTUP, './chart'],
  ['domain imports content', DOMAIN, '../content/pages'],
  ['feature imports its own folder', FEATURE, './use-subscribe'],
  ['nested feature file imports its own feature', NESTED_FEATURE, '../use-subscribe'],
  ['feature imports the shared lead form', FEATURE, '../lead-form/lead-chart'],
  [
    'nested feature file imports the shared lead form',
    NESTED_FEATURE,
    '../../lead-form/lead-chart',
  ],
  ['feature imports ui', FEATURE, '../../ui/button'],
  ['nested feature file imports ui', NESTED_FEATURE, '../../../ui/button'],
  ['feature imports startup', FEATURE, '../../startup/yield-to-main'],
  ['feature imports machines', FEATURE, '../../../machines/subscribe.machine'],
  ['feature imports services', FEATURE, '../../services/subscriptions'],
  ['feature imports domain', FEATURE, '../../domain/leads'],
  ['feature imports React', FEATURE, 'react'],
  ['route imports a feature', ROUTE, '../features/subscribe/newsletter-block'],
  ['nested route imports a feature', NESTED_ROUTE, '../../features/subscribe/newsletter-block'],
  ['route imports ui', ROUTE, '../ui/page-shell'],
  ['nested route imports a page module', NESTED_ROUTE, '../../pages/page-head'],
  ['route imports a page part', ROUTE, '../parts/section-lists'],
  ['ui imports a sibling widget', NESTED_COMPONENT, '../theme'],
  ['part imports content', PART, '../content/site'],
  ['nested part imports content', NESTED_PART, '../../content/people'],
  ['part imports ui', NESTED_PART, '../../ui/theme'],
  ['part imports startup', PART, '../startup/before-hydration'],
  ['page imports a feature', PAGE, '../features/share/share-buttons'],
  ['page imports a part', PAGE, '../parts/result/result-column'],
  ['page imports content', PAGE, '../content/pages'],
  ['page module imports styled-components', PAGE, 'styled-components'],
  ['feature imports a part', FEATURE, '../../parts/email-form'],
  ['nested feature file imports a part', NESTED_FEATURE, '../../../parts/result/next-step'],
  ['content imports its page list (not src/pages)', CONTENT, './pages'],
  ['domain imports the page list of content', DOMAIN, '../content/pages'],
  ['route imports the router', ROUTE, '@tanstack/react-router'],
  ['services import Supabase', SERVICE, '@supabase/supabase-js'],
  ['src root imports services', SRC_ROOT, './services/inspector'],
]

describe('one-way import rules (eslint.config.js)', () => {
  it.each(banned)('%s: %s imports %s', async (_rule, filePath, source, reason) => {
    const messages = await restrictedImportMessages(filePath, source)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.every((m) => m.severity === 2)).toBe(true)
    expect(messages.map((m) => m.message).join('\n')).toContain(reason)
  })

  it.each(allowed)('allows %s: %s imports %s', async (_case, filePath, source) => {
    expect(await restrictedImportMessages(filePath, source)).toEqual([])
  })

  it.each(banned)(
    '%s, as a dynamic import(): %s imports %s',
    async (_rule, filePath, source, reason) => {
      const messages = await restrictedDynamicImportMessages(filePath, source)
      expect(messages.length).toBeGreaterThan(0)
      expect(messages.every((m) => m.severity === 2)).toBe(true)
      expect(messages.map((m) => m.message).join('\n')).toContain(reason)
    },
  )

  it.each(allowed)(
    'allows %s as a dynamic import(): %s imports %s',
    async (_case, filePath, source) => {
      expect(await restrictedDynamicImportMessages(filePath, source)).toEqual([])
    },
  )
})

/** The messages of rule `ruleId` for `code` linted as `filePath`. */
async function ruleMessages(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  expect(result.messages.filter((m) => m.ruleId === null)).toEqual([])
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message)
}

describe('no markup from strings anywhere in the site', () => {
  const syntaxMessages = (filePath: string, code: string) =>
    ruleMessages('no-restricted-syntax', filePath, code)
  const raw: [string, string, string][] = [
    [
      'dangerouslySetInnerHTML',
      COMPONENT,
      'export const A = ({ t }: { t: string }) => <p dangerouslySetInnerHTML={{ __html: t }} />\n',
    ],
    [
      'innerHTML =',
      FEATURE,
      'export const f = (el: HTMLElement, t: string) => {\n  el.innerHTML = t\n}\n',
    ],
    [
      'outerHTML +=',
      ROUTE,
      'export const f = (el: HTMLElement, t: string) => {\n  el.outerHTML += t\n}\n',
    ],
    [
      'insertAdjacentHTML',
      SERVICE,
      "export const f = (el: HTMLElement, t: string) => el.insertAdjacentHTML('beforeend', t)\n",
    ],
    ['document.write', SRC_ROOT, 'export const f = (t: string) => document.write(t)\n'],
    [
      'createContextualFragment',
      NESTED_ROUTE,
      'export const f = (t: string) => document.createRange().createContextualFragment(t)\n',
    ],
  ]
  it.each(raw)('%s is refused (%s)', async (_, file, code) => {
    const messages = await syntaxMessages(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/render text and elements through React/)
  })

  it('text rendered by React, and reading innerHTML, are fine', async () => {
    expect(
      await syntaxMessages(
        COMPONENT,
        'export const A = ({ t }: { t: string }) => <p title={t}>{t}</p>\nexport const r = (el: HTMLElement) => el.innerHTML.length\n',
      ),
    ).toEqual([])
  })
})

describe('charts run in use-<flow>.ts hooks, never in a view', () => {
  const chartMessages = (filePath: string, code: string) =>
    ruleMessages('charts/in-hooks', filePath, code)
  const runs = (name: string) => `import { useChart } from '../../startup/chart'

const load = () => import('../../../machines/toggle.machine').then((m) => m.toggleMachine)

export function ${name}() {
  const chart = useChart(load)
  return chart.actor === undefined
}
`
  it.each([FEATURE, COMPONENT, ROUTE, 'src/features/subscribe/use-subscribe.tsx'])(
    'a chart started in %s is refused',
    async (file) => {
      const messages = await chartMessages(file, runs('Toggle'))
      expect(messages).toHaveLength(1)
      expect(messages[0]).toContain('use-<flow>.ts')
    },
  )

  it('a chart started under another name is refused', async () => {
    const code = `import { useChart as run } from '../../startup/chart'\n\nexport const useToggle = run\n`
    expect(await chartMessages(FEATURE, code)).toHaveLength(1)
  })

  it("the flow's hook starts it, and a view reads it", async () => {
    expect(await chartMessages('src/features/subscribe/use-toggle.ts', runs('useToggle'))).toEqual(
      [],
    )
    const reads = `import { useChartSelector, type Chart } from '../../startup/chart'\n\nexport const useOpen = (chart: Chart<never>) => useChartSelector(chart, () => true, false)\n`
    expect(await chartMessages(FEATURE, reads)).toEqual([])
  })
})

describe('routes pass copy by name, from src/content', () => {
  const syntaxMessages = (filePath: string, code: string) =>
    ruleMessages('no-restricted-syntax', filePath, code)
  const literalCopy: [string, string][] = [
    ['JSX text', '<p>Read more</p>'],
    ['a string child', "<p>{'Read more'}</p>"],
    ['a string prop', '<Section heading="Our Story" />'],
    ['a string in braces', "<Section intro={'Our Story'} />"],
    ['a template prop', '<Share title={`My plan: ${name}`} />'],
    ['a template child', '<p>{`${name} articles`}</p>'],
  ]
  const route = (jsx: string) =>
    `declare const Section: (p: object) => null\ndeclare const Share: (p: object) => null\ndeclare const name: string\n\nexport const A = () => (\n  <>\n    ${jsx}\n  </>\n)\n`

  it.each(literalCopy)('%s in a route is refused', async (_, jsx) => {
    for (const file of [ROUTE, NESTED_ROUTE]) {
      const messages = await syntaxMessages(file, route(jsx))
      expect(messages).toHaveLength(1)
      expect(messages[0]).toContain('Copy lives in src/content')
    }
  })

  it('copy by name, non-copy attributes and letterless text pass; pages may hold literals', async () => {
    const named = [
      '<Section id="details" heading={COPY.heading} intro={<p>{COPY.intro}</p>} tone="alt" />',
      '<a href={`mailto:${name}`} target="_blank" rel="noopener" aria-labelledby={`v-${name}`}>',
      '  {COPY.link}{\' \'}<span aria-hidden="true">♞</span>',
      '</a>',
    ].join('\n    ')
    const code = `declare const COPY: Record<string, string>\n${route(named)}`
    expect(await syntaxMessages(ROUTE, code)).toEqual([])
    for (const [, jsx] of literalCopy) expect(await syntaxMessages(PAGE, route(jsx))).toEqual([])
  })
})
