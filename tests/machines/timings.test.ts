import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import * as timings from '../../machines/timings'
import { SPEC_DEFAULTS } from '../spec-defaults'

const root = join(__dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', {
  eager: true,
})
const machines: Array<[string, AnyStateMachine]> = Object.entries(machineModules).flatMap(
  ([file, mod]) =>
    Object.entries(mod)
      .filter(
        ([, value]) =>
          typeof value === 'object' &&
          value !== null &&
          'root' in value &&
          'implementations' in value,
      )
      .map(
        ([name, value]) =>
          [`${file}#${name}`, value as AnyStateMachine] as [string, AnyStateMachine],
      ),
)

describe('machines/timings.ts', () => {
  // The one test that pins values: tests/spec-defaults.ts holds the spec's defaults (§9). A marketer
  // who changes a delay on purpose updates that fixture in the same commit; no other test repeats them.
  it("the shipped values equal the spec's defaults (tests/spec-defaults.ts)", () => {
    expect(timings).toMatchObject(SPEC_DEFAULTS)
  })

  it('is the only file with a literal delay', () => {
    const offenders: string[] = []
    const patterns = [
      /set(Timeout|Interval)\([^)]*,\s*\d/, // setTimeout(fn, 300)
      /after:\s*\{\s*['"]?\d/, // after: { 500: ... }
      /\bdelay:\s*\d{2,}/, // delay: 300
      /\b(sleep|wait)\(\s*\d{2,}/,
    ]
    for (const file of [
      ...sourceFiles(join(root, 'src')),
      ...sourceFiles(join(root, 'machines')),
    ]) {
      if (file.endsWith('timings.ts')) continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (patterns.some((p) => p.test(line)))
            offenders.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(offenders).toEqual([])
  })

  it('finds the machines to check', () => {
    expect(machines.length).toBeGreaterThan(0)
  })

  // XState does not type-check `after` keys (statelyai/xstate#5375): every delay a chart uses must be
  // a name declared in setup({ delays }).
  it.each(machines)('%s names every delay it uses in setup({ delays })', (_name, machine) => {
    const declared = Object.keys(machine.implementations.delays ?? {})
    for (const node of getStateNodes(machine.root)) {
      for (const transition of node.after) {
        const delay = (transition as unknown as { delay: unknown }).delay
        expect(typeof delay, `${node.id} uses a literal delay`).toBe('string')
        expect(declared, `${node.id} uses an undeclared delay`).toContain(delay)
      }
    }
  })

  // A description that says '10 s' or '400 px' in a string goes stale when a marketer changes the
  // constant: every figure with a unit comes from machines/timings.ts (`seconds(...)`, `pixels(...)`).
  it('no chart description hard-codes a delay or a distance', () => {
    const quoted = /description:\s*\n?\s*(['"])((?:(?!\1).)*)\1/g
    const figure = /\d+(\.\d+)?\s?(ms|s|px)\b/
    const offenders: string[] = []
    for (const file of sourceFiles(join(root, 'machines'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(quoted))
        if (figure.test(match[2]!)) offenders.push(`${relative(root, file)}: ${match[2]}`)
    }
    expect(offenders).toEqual([])
  })

  it.each(machines)(
    '%s: the figures in its descriptions are timings constants',
    (_name, machine) => {
      const values = new Set(
        Object.entries(timings)
          .filter(([, v]) => typeof v === 'number')
          .flatMap(([name, v]) =>
            name.endsWith('_MS') ? [timings.seconds(v as number)] : [timings.pixels(v as number)],
          ),
      )
      for (const node of [machine.root, ...getStateNodes(machine.root)]) {
        for (const [text] of (node.description ?? '').matchAll(/\d+(\.\d+)?\s(s|px)\b/g))
          expect(values, `${node.id}: '${text}'`).toContain(text)
      }
    },
  )

  it('descriptions follow the constants they name', () => {
    const exitIntent = machines.find(([name]) => name.includes('exit-intent'))![1]
    expect(exitIntent.root.states['dwelling']!.description).toContain(
      timings.seconds(timings.EXIT_INTENT_MIN_DWELL_MS),
    )
  })
})
