// @vitest-environment node
/**
 * docs/flows.md is what scripts/flow-index.ts gives from the code (regenerate it with
 * `npm run docs:flows`), and each of its entries holds against the import graph: every chart has
 * an entry, each hook runs the entry's chart, each route renders one of the entry's views.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flowIndex, FLOWS_DOC, renderFlowIndex } from '../../scripts/flow-index'
import { importGraph, reach } from '../../scripts/flow-index-graph'

const root = join(__dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const graph = importGraph(root)
const doc = read(FLOWS_DOC)

/** The entries of docs/flows.md: each `- label: ...` item's backticked paths, by label. */
const entries = doc
  .split(/^## /m)
  .slice(1)
  .map((text) => {
    const items = text.split(/^- /m).slice(1)
    const paths = (label: string) => {
      const found = items.find((item) => item.startsWith(`${label}:`))
      expect(found, `${text.split('\n')[0]}: no ${label}`).toBeDefined()
      return [...found!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
    }
    return {
      name: text.split('\n')[0]!,
      chart: paths('chart')[0]!,
      hooks: paths('hooks'),
      views: paths('views'),
      routes: paths('routes'),
    }
  })

describe('docs/flows.md', () => {
  it('is what scripts/flow-index.ts writes from the code (npm run docs:flows)', async () => {
    expect(doc).toBe(await renderFlowIndex(flowIndex(root, graph), root))
  }, 120_000)

  it('has an entry for every chart of machines/', () => {
    const charts = readdirSync(join(root, 'machines'))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => `machines/${file}`)
    expect(charts.length).toBeGreaterThan(10)
    expect(entries.map((entry) => entry.chart).sort()).toEqual(charts.sort())
  })

  it("names hooks that run the entry's chart: one imports it (or its loader) and calls useChart", () => {
    const callsUseChart = (file: string) =>
      [file, ...graph.get(file)!.values].some((f) => /\buseChart\(/.test(read(f)))
    const wrong = entries.flatMap(({ name, chart, hooks }) => {
      const imports = (file: string) => graph.get(file)?.values ?? []
      const reachesChart = (hook: string) =>
        imports(hook).some((f) => f === chart || imports(f).includes(chart))
      const runners = hooks.filter((hook) => reachesChart(hook) && callsUseChart(hook))
      const unrelated = hooks.filter(
        (hook) => !reachesChart(hook) && !imports(hook).some((f) => hooks.includes(f)),
      )
      return [
        ...(runners.length ? [] : [`${name}: no hook imports ${chart} and calls useChart`]),
        ...unrelated.map((hook) => `${name}: ${hook} imports neither the chart nor a hook of it`),
      ]
    })
    expect(wrong).toEqual([])
  })

  it("names routes that each render one of the entry's views", () => {
    const wrong = entries.flatMap(({ name, views, routes }) => {
      expect(views.length, name).toBeGreaterThan(0)
      return routes
        .filter((route) => ![...reach(graph, route)].some((file) => views.includes(file)))
        .map((route) => `${name}: ${route} renders none of ${views.join(', ')}`)
    })
    expect(wrong).toEqual([])
  })

  it('is linked from the README', () => {
    expect(read('README.md')).toContain(`](${FLOWS_DOC})`)
  })
})
