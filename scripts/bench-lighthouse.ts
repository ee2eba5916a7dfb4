/**
 * Part of `npm run bench`: one Lighthouse run (mobile preset, default simulated throttling) of a
 * page in Debian's Chromium, the figures it yields and the budgets each figure is held to
 * (COLUMNS: the budgets docs/performance.md states, checked by tests/unit/docs.test.ts).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { HYDRATION_BUDGET_MS } from './bench-hydration.ts'

const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS]
/** Attempts per run: Lighthouse occasionally reports NO_FCP or a protocol timeout in headless mode. */
const ATTEMPTS = 2
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One route's figures (a single run, or the medians of its runs). */
export interface Figures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  /** Hydration done, ms after `load`, in Chromium on the mobile profile (scripts/bench-hydration.ts). */
  hydratedMs: number
}
export type Key = keyof Figures

interface Column {
  key: Key
  label: string
  /** Which end is bad, to name the worst route. */
  worse: 'lower' | 'higher'
  format: (value: number) => string
  /** The budget, if this figure has one: a description and the check. */
  budget?: { text: string; ok: (value: number) => boolean }
}

export const score = (v: number) => String(Math.round(v))
export const ms = (v: number) => `${Math.round(v)} ms`
export const COLUMNS: Column[] = [
  {
    key: 'performance',
    label: 'Perf',
    worse: 'lower',
    format: score,
    budget: { text: '>= 98', ok: (v) => v >= 98 },
  },
  {
    key: 'accessibility',
    label: 'A11y',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'bestPractices',
    label: 'BP',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'seo',
    label: 'SEO',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'fcpMs',
    label: 'FCP',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 900 ms', ok: (v) => v <= 900 },
  },
  {
    key: 'lcpMs',
    label: 'LCP',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 1000 ms', ok: (v) => v <= 1000 },
  },
  {
    key: 'tbtMs',
    label: 'TBT',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 100 ms', ok: (v) => v <= 100 },
  },
  {
    key: 'cls',
    label: 'CLS',
    worse: 'higher',
    format: (v) => (v === 0 ? '0' : v.toFixed(3)),
    budget: { text: '= 0', ok: (v) => v === 0 },
  },
  { key: 'jsKb', label: 'JS KB', worse: 'higher', format: (v) => v.toFixed(1) },
  {
    key: 'hydratedMs',
    label: 'Hydrated',
    worse: 'higher',
    format: (v) => `${v >= 0 ? '+' : ''}${Math.round(v)} ms`,
    budget: {
      text: `<= ${HYDRATION_BUDGET_MS} ms after load`,
      ok: (v) => v <= HYDRATION_BUDGET_MS,
    },
  },
]

let chrome: chromeLauncher.LaunchedChrome | undefined

/** Stops the Chromium of a run under way; synchronous, so it also works from an 'exit' handler. */
export function killChrome() {
  if (!chrome?.pid) return
  try {
    // chrome-launcher starts Chromium as a process group leader.
    process.kill(-chrome.pid, 'SIGKILL')
  } catch {
    /* already gone */
  }
  chrome = undefined
}

export async function runLighthouse(
  url: string,
): Promise<{ figures: Figures; failingAudits: string[] }> {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const cat = (id: (typeof CATEGORIES)[number]) => {
      const value = lhr.categories[id]?.score
      if (value === null || value === undefined) throw new Error(`${url}: no ${id} score`)
      return value * 100
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`${url}: audit ${id} has no value`)
      return value
    }
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
    const script = summary?.items?.find((item) => item.resourceType === 'script')
    if (!script) throw new Error(`${url}: no script row in resource-summary`)
    const failingAudits = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 || c.id !== 'performance'))
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.score})${auditDetail(a)}`)
    return {
      figures: {
        performance: cat('performance'),
        accessibility: cat('accessibility'),
        bestPractices: cat('best-practices'),
        seo: cat('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKb: script.transferSize / 1024,
        hydratedMs: NaN, // filled in by the hydration pass
      },
      failingAudits,
    }
  } finally {
    chrome.kill()
    chrome = undefined
  }
}

export async function withRetry<T>(attempt: () => Promise<T>, what: string): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt()
    } catch (error) {
      if (i >= ATTEMPTS) throw error
      console.warn(`  ${what} failed (${error instanceof Error ? error.message : error}); retrying`)
    }
  }
}

/** The first item of a failing audit that explains itself (a console error, a contrast failure). */
function auditDetail(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items
  const first = items?.[0]
  if (!first) return ''
  const node = first.node as { snippet?: string } | undefined
  const text = first.description ?? first.text ?? node?.snippet
  return typeof text === 'string' ? `: ${text.replace(/\s+/g, ' ').slice(0, 160)}` : ''
}

export function checkBudgets(figures: Figures): string[] {
  return COLUMNS.flatMap((c) =>
    c.budget && !c.budget.ok(figures[c.key])
      ? [`${c.label} ${c.format(figures[c.key])} (budget ${c.budget.text})`]
      : [],
  )
}

export function budgetsText(): string {
  return COLUMNS.filter((c) => c.budget)
    .map((c) => `${c.label} ${c.budget!.text}`)
    .join(', ')
}
