/**
 * README.md stays true to the tree: its chart table (the output of
 * `npm run test:machines`) lists every chart in machines/, and every path its "Where things live"
 * tree names exists.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'

const root = join(__dirname, '..', '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** The first fenced block after `heading` (a line of the README that starts the section). */
function blockAfter(heading: string): string[] {
  const start = readme.indexOf(heading)
  expect(start, `README has no '${heading}'`).toBeGreaterThanOrEqual(0)
  const open = readme.indexOf('```', start)
  const body = readme.slice(readme.indexOf('\n', open) + 1, readme.indexOf('\n```', open))
  return body.split('\n')
}

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', {
  eager: true,
})
const chartIds = Object.values(machineModules).flatMap((mod) =>
  Object.values(mod)
    .filter((v): v is AnyStateMachine => typeof v === 'object' && v !== null && 'root' in v)
    .map((machine) => machine.id),
)

/** The chart column of the table: `toolForm/studyPlan` is the toolForm chart as the study plan. */
const tableCharts = blockAfter('`npm run test:machines` runs the model-based tests alone')
  .slice(1)
  .map((line) => line.trim().split(/\s+/)[0]!)
  .filter((cell) => cell && !/^-+$/.test(cell))
  .map((cell) => cell.split('/')[0]!)

/**
 * The paths the folder tree names: the first word of each line; an indented line is inside the
 * last unindented folder. Placeholders (`<flow>`) and words that are not paths are left out.
 */
function treePaths(): string[] {
  let parent = ''
  const paths: string[] = []
  for (const line of blockAfter('## Where things live')) {
    const word = line.trim().split(/\s+/)[0] ?? ''
    if (!word || line.startsWith('                ')) continue
    const indented = line.startsWith(' ')
    if (!indented) parent = word.endsWith('/') ? word : ''
    if (word.includes('<') || !/[/.]/.test(word)) continue
    paths.push(indented ? parent + word : word)
  }
  return paths
}

describe('README.md', () => {
  it('finds the charts and the table', () => {
    expect(chartIds.length).toBeGreaterThan(10)
    expect(tableCharts.length).toBeGreaterThan(10)
  })

  it("lists every chart of machines/ in the coverage table, and no chart that isn't there", () => {
    expect([...new Set(tableCharts)].sort()).toEqual([...new Set(chartIds)].sort())
  })

  it('names only paths that exist in its folder tree', () => {
    const paths = treePaths()
    expect(paths).toEqual(expect.arrayContaining(['machines/', 'src/startup/', 'tests/bundle/']))
    expect(paths.filter((p) => !existsSync(join(root, p)))).toEqual([])
  })
})
