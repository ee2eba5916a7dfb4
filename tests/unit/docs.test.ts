// @vitest-environment node
/**
 * README.md and docs/ stay true to the tree and to the checks they name: the README stays short and
 * keeps the start commands `.ci/run` relies on; its project map names every folder of src/ and only
 * folders that exist; every relative link and every repository path they name resolves; every line
 * reads unrendered (at most 110 characters); every `npm run` script a shell block names exists;
 * every promise of docs/security.md names its test; docs/performance.md's budgets are the values
 * the checks use; the bench's figures live in the file it writes, with the machine they were taken
 * on. The flow index (docs/flows.md) has its own test, tests/unit/flow-index.test.ts, and the
 * TypeScript blocks theirs, tests/unit/docs-code.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchSections, BENCH_DOC } from '../../scripts/bench-report'

const root = join(__dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const exists = (file: string) => existsSync(join(root, file))

const readme = read('README.md')
const docFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
].sort()

/**
 * Folders the project map names that a change merged beside this one adds (page modules, page
 * parts). Each stays allowed to be missing only until it exists: then the entry must go, so the
 * path is checked like every other.
 */
const ADDED_ELSEWHERE = [] as string[]
const resolves = (file: string) => exists(file) || ADDED_ELSEWHERE.includes(file)

/** The lines of the section that starts at `heading`, up to the next heading of its level or above. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf(heading)
  expect(start, `no '${heading}'`).toBeGreaterThanOrEqual(0)
  const level = heading.indexOf(' ')
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level,
  )
  return lines.slice(start + 1, end < 0 ? undefined : end)
}

/** The top-level items `- **name**: text` of `lines` (continuation lines joined), as [name, text]. */
function namedItems(lines: string[]): [string, string][] {
  const items = lines
    .join('\n')
    .split(/^- /m)
    .slice(1)
    .map((item) => item.split(/\n(?! )/)[0]!.replace(/\s+/g, ' '))
  return items.flatMap((item) => {
    const found = item.match(/^\*\*(.+?)\*\*: (.*)$/)
    return found ? [[found[1]!, found[2]!] as [string, string]] : []
  })
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)

/** A repository path written in backticks: under a source folder, without placeholders or globs. */
const REPO_PATH = /^(src|machines|tests|scripts|supabase|public|docs|\.ci)\/[^\s<>*{}:]*$/

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-')
const anchors = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => /^#+ /.test(line))
    .map((line) => slug(line.replace(/^#+ /, '')))

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200)
  })

  it('keeps the two start commands, the second being what .ci/run runs', () => {
    const start = section(readme, '## Start here (fresh Debian machine, Node 20)')
    const commands = start.filter((line) => line.startsWith('npm ')).map((l) => l.split('  #')[0])
    expect(commands.map((c) => c!.trim())).toEqual([
      'npm install && npm run dev',
      'npm install && npm test',
    ])
    expect(read('.ci/run')).toMatch(/^npm install\b.*\nnpm test\b/m)
  })

  it('names only paths that exist in its project map', () => {
    const paths = section(readme, '## Project map')
      .filter((line) => /^[\w.]+\//.test(line))
      .map((line) => line.split(/\s+/)[0]!)
      .filter((word) => !word.includes('<'))
    expect(paths).toEqual(expect.arrayContaining(['machines/', 'src/startup/', 'tests/', 'docs/']))
    expect(paths.filter((p) => !resolves(p))).toEqual([])
  })

  it('names every folder of src/ in its project map', () => {
    const map = section(readme, '## Project map').join('\n')
    const folders = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`)
    expect(folders.length).toBeGreaterThan(5)
    expect(folders.filter((folder) => !map.includes(folder))).toEqual([])
  })
})

describe('README.md and docs/', () => {
  it('finds the docs', () => {
    expect(docFiles).toEqual(expect.arrayContaining(['README.md', 'docs/performance.md']))
  })

  it('link only to files (and headings) that exist', () => {
    const broken = docFiles.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .flatMap((target) => {
          const [path, anchor] = target.split('#')
          const to = path ? normalize(join(dirname(file), path)) : file
          if (!resolves(to)) return [`${file}: ${target}`]
          if (anchor && exists(to) && to.endsWith('.md') && !anchors(to).includes(anchor))
            return [`${file}: ${target} (no such heading)`]
          return []
        }),
    )
    expect(broken).toEqual([])
  })

  it('name only repository paths that exist', () => {
    const missing = docFiles.flatMap((file) =>
      backticked(read(file))
        .filter((token) => REPO_PATH.test(token))
        .filter((path) => !resolves(path))
        .map((path) => `${file}: ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('keep every line of README.md and docs/*.md within 110 characters, tables and code included', () => {
    const topLevel = docFiles.filter((file) => !file.startsWith('docs/generated/'))
    expect(topLevel).toContain('docs/flows.md')
    const long = topLevel.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (line.length > 110 ? [`${file}:${i + 1} (${line.length})`] : [])),
    )
    expect(long).toEqual([])
  })

  it('name in shell blocks only npm scripts that package.json has', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as object)
    const blocks = docFiles.flatMap((file) =>
      [...read(file).matchAll(/^ *```(?:sh|bash|shell)\n([\s\S]*?)^ *```$/gm)].map((m) => m[1]!),
    )
    expect(blocks.length).toBeGreaterThan(3)
    const named = blocks.flatMap((block) =>
      [...block.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!),
    )
    expect(named).toContain('bench')
    expect(named.filter((name) => !scripts.includes(name))).toEqual([])
  })

  it('still need every path they are allowed to miss (drop an entry once it exists)', () => {
    expect(ADDED_ELSEWHERE.filter(exists)).toEqual([])
  })
})

describe('docs/security.md', () => {
  it('names a test for every promise', () => {
    const promises = namedItems(read('docs/security.md').split('\n'))
    expect(promises.length).toBeGreaterThan(5)
    const untested = promises.filter(
      ([, text]) => !backticked(text).some((p) => /^tests\/\S+\.(test|spec)\.tsx?$/.test(p)),
    )
    expect(untested.map(([promise]) => promise)).toEqual([])
  })
})

describe('docs/performance.md', () => {
  const budgets = namedItems(section(read('docs/performance.md'), '## Budgets'))
  const source = (file: string, pattern: RegExp) => {
    const found = read(file).match(pattern)
    expect(found, `${file} has no ${pattern}`).not.toBeNull()
    return found![1]!
  }
  /** The value (the first backticked text) of the budget whose name contains `what`. */
  const stated = (what: string) => {
    const item = budgets.find(([name]) => name.includes(what))
    expect(item, `no budget for ${what}`).toBeDefined()
    return backticked(item![1])[0]
  }

  it("states each of the bench's budgets as scripts/bench-lighthouse.ts checks it", () => {
    const hydration = source('scripts/bench-hydration.ts', /HYDRATION_BUDGET_MS = (\d+)/)
    const columns = read('scripts/bench-lighthouse.ts')
      .split(/\n\s*\{\n\s*key: '/)
      .slice(1)
    const checked = columns
      .map((text) => ({
        label: text.match(/label: '([^']+)'/)?.[1],
        budget: text.match(/budget: \{\s*text: (['`])(.*?)\1/s)?.[2],
      }))
      .filter((c) => c.budget)
    expect(checked.length).toBeGreaterThan(5)
    for (const { label, budget } of checked)
      expect(stated(`\`${label}\``), label).toBe(
        budget!.replace('${HYDRATION_BUDGET_MS}', hydration),
      )
  })

  it('states the INP, first-load, page-chunk and proof-of-work budgets the checks use', () => {
    const inp = source('scripts/bench-flows.ts', /INP_BUDGET_MS = (\d+)/)
    const firstLoad = source(
      'tests/bundle/first-load.test.ts',
      /FIRST_LOAD_BUDGET_BYTES = (\d+) \* 1024/,
    )
    const chunks = source('tests/bundle/first-load.test.ts', /FIRST_LOAD_MAX_CHUNKS = (\d+)/)
    const own = source(
      'tests/bundle/first-load.test.ts',
      /PAGE_CHUNKS_BUDGET_BYTES = (\d+) \* 1024/,
    )
    const proof = source('scripts/bench-proof.ts', /TYPED_WAIT_BUDGET_MS = (\d+)/)
    expect(stated('INP')).toBe(`<= ${inp} ms`)
    expect(stated('first-load JS')).toBe(`<= ${firstLoad} KB`)
    expect(stated('first-load chunks')).toBe(`<= ${chunks} chunks`)
    expect(stated('own chunks')).toBe(`<= ${own} KB`)
    expect(stated('Subscribe')).toBe(`<= ${proof} ms`)
    expect(readme).toContain(`(${firstLoad} KB gzipped`)
  })

  it('leaves the figures to the file the bench writes', () => {
    expect(Object.keys(benchSections(read(BENCH_DOC)))).toContain('lighthouse')
  })

  it('has the bench record, in each section, the commit and the machine it ran on', () => {
    const sections = Object.entries(benchSections(read(BENCH_DOC)))
    expect(sections.length).toBeGreaterThan(0)
    const unrecorded = sections.filter(
      ([, body]) =>
        !/commit [0-9a-f]{7,}\b[^]*Machine: [^;]+ x \d+, \d+ GB, [^;]*Node v\d+[^;]*Chromium \d+/.test(
          body!,
        ),
    )
    expect(unrecorded.map(([key]) => key)).toEqual([])
  })
})
