/**
 * `npm run docs:flows`: writes docs/flows.md, the flow index, from the import graph, so it is true
 * by construction and stays true when files move. For each chart `machines/*.machine.ts`:
 *
 * - hooks: the files of src/ that import the chart (a dynamic `import()` counts, a type-only import
 *   does not; so does importing a loader that imports it) and run it through `useChart` (directly or
 *   through a hook that does), and the `use-*` hooks built on them;
 * - views: the other files of src/ that import one of those hooks (a widget that runs its chart
 *   itself is its own hook and view);
 * - routes: the file routes of src/routes that reach a view through their imports (page modules,
 *   page parts, features), the root route standing for every page;
 * - selectors: the `machines/*.selectors.ts` files the hooks and views read the chart with;
 * - tests: the test files that import the chart, a hook, a view or the selectors (or a test helper
 *   that does), or visit one of the routes with `page.goto`.
 *
 *   npm run docs:flows              rewrite docs/flows.md
 *   npm run docs:flows -- --check   exit 1 when docs/flows.md is not what the code gives
 *
 * tests/unit/flow-index.test.ts runs the check and verifies each row against the graph.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { format, resolveConfig } from 'prettier'
import {
  importers,
  importGraph,
  isRouteFile,
  reach,
  resolve,
  textOf,
  type ImportGraph,
} from './flow-index-graph.ts'

export const FLOWS_DOC = 'docs/flows.md'
const MAX_LINE = 110

export interface Flow {
  chart: string
  selectors: string[]
  hooks: string[]
  views: string[]
  /** Route files, each with the URL it serves ('every page' for the root route). */
  routes: { file: string; url: string }[]
  tests: string[]
}

/** Files that run a chart: they call `useChart`, or a function of a file that runs one. */
function chartRunners(root: string, graph: ImportGraph): Set<string> {
  const runners = new Set(
    [...graph.keys()].filter(
      (file) => file.startsWith('src/') && /\buseChart\(/.test(textOf(root, file)),
    ),
  )
  for (let grew = true; grew;) {
    grew = false
    for (const [file, imports] of graph) {
      if (runners.has(file) || !file.startsWith('src/')) continue
      if (imports.values.some((target) => runners.has(target) && usesHookOf(root, file, target))) {
        runners.add(file)
        grew = true
      }
    }
  }
  return runners
}

/** `file` calls a hook (`useX(`) it imports from `target`. */
function usesHookOf(root: string, file: string, target: string): boolean {
  const text = textOf(root, file)
  const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
    .filter(([, , specifier]) => resolve(root, file, specifier!) === target)
    .flatMap(([, list]) =>
      list!.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      ),
    )
    .filter((name) => /^use[A-Z]/.test(name))
  return names.some((name) => new RegExp(`\\b${name}\\(`).test(text))
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)
const isHook = (file: string) => /(^|\/)use-[\w-]+\.tsx?$/.test(file)

function routeUrl(root: string, file: string): string {
  const text = textOf(root, file)
  if (/\bcreateRootRoute\(/.test(text)) return 'every page'
  return text.match(/createFileRoute\(\s*['"`]([^'"`]+)['"`]/)?.[1] ?? file
}

/** The URLs that a test visits with `page.goto('<url>')`. */
function visits(root: string, file: string): string[] {
  const text = textOf(root, file)
  return [...text.matchAll(/\bgoto\(\s*['"`](\/[^'"`?#]*)/g)].map((m) => m[1]!)
}

/**
 * The names a test of the flow may carry: the chart's, its hooks' and views' (and their feature
 * folders'), its routes' first segments. A spec that visits a route counts as the flow's test only
 * under one of them: every spec visits `/`, few of them test each of its widgets.
 */
function flowNames(chart: string, files: string[], urls: string[]): Set<string> {
  return new Set([
    path.basename(chart, '.machine.ts'),
    ...files.map((file) =>
      path
        .basename(file)
        .replace(/\.tsx?$/, '')
        .replace(/^use-/, ''),
    ),
    ...files.flatMap((file) => file.match(/^src\/features\/([\w-]+)\//)?.[1] ?? []),
    ...urls.flatMap((url) => url.split('/')[1] || []),
  ])
}

/** A test file's subject: its name without the suffixes (`-paths`, `.spec.ts`, `.machine.test.ts`). */
const testName = (file: string) =>
  path
    .basename(file)
    .replace(/(\.machine)?\.(test|spec)\.tsx?$/, '')
    .replace(/-paths$/, '')

export function flowIndex(root: string, graph = importGraph(root)): Flow[] {
  const runners = chartRunners(root, graph)
  const files = [...graph.keys()]
  const charts = files.filter((file) => /^machines\/[\w-]+\.machine\.ts$/.test(file))
  const routeFiles = files.filter(isRouteFile)
  const reached = new Map(routeFiles.map((file) => [file, reach(graph, file)]))
  return charts.map((chart) => {
    // A hook imports the chart itself, or a loader of its own that does (`load` in a file apart).
    const loaders = importers(graph, chart).filter((f) => f.startsWith('src/') && !runners.has(f))
    const direct = [chart, ...loaders]
      .flatMap((target) => importers(graph, target))
      .filter((file) => runners.has(file))
    const hooks = new Set(direct)
    for (let grew = true; grew;) {
      grew = false
      for (const file of files)
        if (!hooks.has(file) && isHook(file) && runners.has(file))
          if ([...hooks].some((hook) => graph.get(file)!.values.includes(hook))) {
            hooks.add(file)
            grew = true
          }
    }
    const views = new Set(
      [...hooks].flatMap((hook) =>
        isHook(hook)
          ? importers(graph, hook).filter((f) => f.startsWith('src/') && !hooks.has(f))
          : [hook],
      ),
    )
    const readers = [...hooks, ...views]
    const named = chart.replace('.machine.ts', '.selectors.ts')
    const selectors = new Set(
      readers
        .flatMap((file) => [...graph.get(file)!.values, ...graph.get(file)!.types])
        .filter((file) => /^machines\/[\w-]+\.selectors\.ts$/.test(file))
        .filter((file) => file === named || graph.get(file)!.types.includes(chart)),
    )
    if (graph.has(named)) selectors.add(named)
    const routes = routeFiles
      .filter((file) => [...views].some((view) => reached.get(file)!.has(view)))
      .map((file) => ({ file, url: routeUrl(root, file) }))
    const subjects = new Set([chart, ...hooks, ...views, ...selectors])
    const imports = (file: string) => {
      const { values, types } = graph.get(file)!
      return [...values, ...types]
    }
    const helpers = files.filter(
      (f) => f.startsWith('tests/') && !isTest(f) && imports(f).some((i) => subjects.has(i)),
    )
    const urls = new Set(routes.map((route) => route.url))
    const names = flowNames(chart, [...hooks, ...views], [...urls])
    const tests = files.filter(
      (file) =>
        isTest(file) &&
        (imports(file).some((i) => subjects.has(i) || helpers.includes(i)) ||
          (names.has(testName(file)) && visits(root, file).some((url) => urls.has(url)))),
    )
    const sorted = (set: Iterable<string>) => [...set].sort()
    return {
      chart,
      selectors: sorted(selectors),
      hooks: sorted(hooks),
      views: sorted(views),
      routes,
      tests: sorted(tests),
    }
  })
}

/** `label: a, b, c` as list-item lines of at most MAX_LINE characters. */
function item(label: string, values: string[]): string[] {
  const words = values.length
    ? values.map((v, i) => (i < values.length - 1 ? `${v},` : v))
    : ['none']
  const lines = [`- ${label}:`]
  for (const word of words) {
    const last = lines.length - 1
    if (`${lines[last]} ${word}`.length <= MAX_LINE) lines[last] = `${lines[last]} ${word}`
    else lines.push(`  ${word}`)
  }
  return lines
}

const code = (file: string) => `\`${file}\``

export async function renderFlowIndex(flows: Flow[], root = '.'): Promise<string> {
  const text = [
    '# Flow index',
    '',
    'Written by `npm run docs:flows` (`scripts/flow-index.ts`) from the import graph: do not edit by',
    'hand. One entry per chart of `machines/`: the hooks that run it (they import it and call',
    '`useChart`), the views that use the hooks, the routes that render those views (through page',
    'modules and parts), the selectors the hooks and views read it with, and the tests that import',
    'any of these or visit one of the routes. `tests/unit/flow-index.test.ts` fails when this file',
    'is not what the code gives.',
    '',
    ...flows.flatMap((flow) => [
      `## ${path.basename(flow.chart, '.machine.ts')}`,
      '',
      ...item('chart', [code(flow.chart)]),
      ...item('selectors', flow.selectors.map(code)),
      ...item('hooks', flow.hooks.map(code)),
      ...item('views', flow.views.map(code)),
      ...item(
        'routes',
        flow.routes.map((route) => `${route.url} (${code(route.file)})`),
      ),
      ...item('tests', flow.tests.map(code)),
      '',
    ]),
  ].join('\n')
  const options = (await resolveConfig(path.join(root, FLOWS_DOC))) ?? {}
  return format(text, { ...options, parser: 'markdown' })
}

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
  const text = await renderFlowIndex(flowIndex('.'))
  if (!values.check) {
    writeFileSync(FLOWS_DOC, text)
    console.log(`Wrote ${FLOWS_DOC}`)
  } else if (!existsSync(FLOWS_DOC) || readFileSync(FLOWS_DOC, 'utf8') !== text) {
    console.error(`${FLOWS_DOC} is not what the code gives: run npm run docs:flows`)
    process.exitCode = 1
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await main()
