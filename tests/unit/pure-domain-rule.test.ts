// @vitest-environment node
// Guards the rule that keeps src/domain/ pure (eslint.config.js `PURE_RULES`): code linted as if it
// lived in src/domain/ fails on each way of reaching the browser, a pure module passes, and the same
// browser code is still allowed in src/startup/, where the page's runtime lives.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

// Loading eslint.config.js and the TypeScript parser takes a few seconds: do it once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export {}\n', { filePath: 'src/domain/__fixture__.ts' })
}, 30_000)

const DOMAIN = 'src/domain/__fixture__.ts'
const STARTUP = 'src/startup/__fixture__.ts'
const PURE_RULE_IDS = ['no-restricted-globals', 'no-restricted-properties']

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  // ruleId null means a parse error or "file ignored" warning: the fixture would prove nothing.
  expect(result.messages.filter((m) => m.ruleId === null)).toEqual([])
  return result.messages
}

// [what, code, the global the message must name]
const impure: [string, string, string][] = [
  ['document', 'export const title = () => document.title\n', 'document'],
  ['performance', 'export const now = () => performance.now()\n', 'performance'],
  ['window', 'export const width = () => window.innerWidth\n', 'window'],
  ['navigator', 'export const lang = () => navigator.language\n', 'navigator'],
  ['localStorage', "export const read = () => localStorage.getItem('k')\n", 'localStorage'],
  ['sessionStorage', "export const read = () => sessionStorage.getItem('k')\n", 'sessionStorage'],
  ['location', 'export const here = () => location.href\n', 'location'],
  ['fetch', "export const load = () => fetch('/x')\n", 'fetch'],
  ['setTimeout', 'export const later = (f: () => void) => setTimeout(f, 1)\n', 'setTimeout'],
  [
    'requestIdleCallback',
    'export const idle = (f: () => void) => requestIdleCallback(f)\n',
    'requestIdleCallback',
  ],
  [
    'MutationObserver',
    'export const watch = (f: () => void) => new MutationObserver(f)\n',
    'MutationObserver',
  ],
  ['a typeof check', "export const inBrowser = () => typeof window !== 'undefined'\n", 'window'],
  ['globalThis.document', 'export const doc = () => globalThis.document\n', 'globalThis.*'],
]

describe('src/domain/ is pure (eslint.config.js)', () => {
  it.each(impure)('refuses %s in src/domain/', async (_what, code, name) => {
    const messages = await lint(DOMAIN, code)
    const pure = messages.filter((m) => PURE_RULE_IDS.includes(m.ruleId ?? ''))
    expect(pure.length).toBeGreaterThan(0)
    expect(pure.every((m) => m.severity === 2)).toBe(true)
    expect(pure.map((m) => m.message).join('\n')).toContain(`src/domain/ is pure: no \`${name}\``)
  })

  it('passes a pure module in src/domain/', async () => {
    const code = [
      "import type { Lead } from './leads'",
      '',
      '/** Rules on plain values: the time comes in as an argument. */',
      'export const isFresh = (lead: Pick<Lead, "email">, nowMs: number, sentMs: number) =>',
      "  lead.email.includes('@') && nowMs - sentMs < 60_000",
      '',
    ].join('\n')
    expect(await lint(DOMAIN, code)).toEqual([])
  })

  it('leaves the browser to src/startup/', async () => {
    const code = 'export const now = () => performance.now() + document.title.length\n'
    expect(await lint(STARTUP, code)).toEqual([])
  })
})
