// @vitest-environment node
/**
 * Code in the docs is real: every TypeScript block of README.md and docs/ is type-checked against
 * the code, as the file its marker names (`<!-- typecheck: src/features/x/use-x.ts -->` above the
 * block: the block is that module, which need not exist; `... (appended)`: the block is added to the
 * end of that existing file, e.g. a declaration in machines/timings.ts). No file is written: the
 * compiler reads the block in place of the file, with the project's tsconfig.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const docFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
]

interface Block {
  where: string
  /** The marker's file, or undefined when the block has none. */
  as?: string
  appended: boolean
  code: string
}

/** Every ts/tsx block of a Markdown text, with the typecheck marker above it (if any). */
function typeScriptBlocks(file: string, text: string): Block[] {
  const lines = text.split('\n')
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(/^( *)```(ts|tsx|typescript)\s*$/)
    if (!open) continue
    const indent = open[1]!.length
    const end = lines.findIndex((line, j) => j > i && /^ *```\s*$/.test(line))
    const code = lines
      .slice(i + 1, end)
      .map((line) => line.slice(indent))
      .join('\n')
    let k = i - 1
    while (k >= 0 && lines[k]!.trim() === '') k--
    const marker = lines[k]?.trim().match(/^<!-- typecheck: (\S+)( \(appended\))? -->$/)
    blocks.push({ where: `${file}:${i + 1}`, as: marker?.[1], appended: !!marker?.[2], code })
    i = end
  }
  return blocks
}

/** The compiler's errors for each block, checked as the file it names. */
function typeCheck(blocks: Block[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!
  const virtual = new Map(
    blocks.map((block) => [
      join(root, block.as!),
      block.appended ? `${read(block.as!)}\n${block.code}\n` : `${block.code}\n`,
    ]),
  )
  const host = ts.createCompilerHost(config.options)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name)
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name)
  host.getSourceFile = (name, language, ...rest) =>
    virtual.has(name)
      ? ts.createSourceFile(name, virtual.get(name)!, language)
      : getSourceFile.call(host, name, language, ...rest)
  const program = ts.createProgram([...virtual.keys()], config.options, host)
  return blocks.flatMap((block) => {
    const source = program.getSourceFile(join(root, block.as!))!
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map((d) => `${block.where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
  })
}

const blocks = docFiles.flatMap((file) => typeScriptBlocks(file, read(file)))
/** The accordion example of docs/charts.md with an event the chart does not have, beside it. */
const accordion = blocks.find((block) => block.code.includes("'accordion.toggle'"))
const wrong = accordion && {
  ...accordion,
  where: `${accordion.where} (an unknown event)`,
  as: accordion.as?.replace(/\.ts$/, '-wrong.ts'),
  code: accordion.code.replace('accordion.toggle', 'item.toggle'),
}
/** One compiler run for all of them (it is the slow part). */
let errors: string[] | undefined
const errorsOf = () => (errors ??= typeCheck([...blocks, ...(wrong ? [wrong] : [])]))

describe('TypeScript in README.md and docs/', () => {
  it('marks every block with the file it is checked as', () => {
    expect(blocks.length).toBeGreaterThan(3)
    expect(blocks.filter((block) => !block.as).map((block) => block.where)).toEqual([])
  })

  it('type-checks every block against the code', () => {
    expect(errorsOf().filter((error) => !error.includes('(an unknown event)'))).toEqual([])
  }, 300_000)

  it('fails a block that sends an event its chart does not have', () => {
    expect(wrong, 'the accordion example of docs/charts.md').toBeDefined()
    const found = errorsOf().filter((error) => error.includes('(an unknown event)'))
    expect(found.join('\n')).toMatch(/item\.toggle/)
  }, 300_000)
})
