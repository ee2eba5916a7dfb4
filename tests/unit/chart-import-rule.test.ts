// @vitest-environment node
// Charts run through one hook (src/startup/chart.ts, docs/charts.md): the lint rule in
// eslint.config.js fails a view, route or feature that runs a chart another way (`@xstate/react`,
// a value of `xstate`), and lets types of `xstate` through. Fixture files are virtual: they are
// linted as if they lived in the real folder.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

// Loading eslint.config.js and the TypeScript parser takes a few seconds: do it once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export {}\n', { filePath: 'src/__fixture__.ts' })
}, 30_000)

const RULE = '@typescript-eslint/no-restricted-imports'

async function chartRuleMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  // ruleId null means a parse error or "file ignored" warning: the fixture would prove nothing.
  expect(result.messages.filter((m) => m.ruleId === null)).toEqual([])
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)
}

const USE_MACHINE = `import { useMachine } from '@xstate/react'
import { toggleMachine } from '../../../machines/toggle.machine'

export function Toggle() {
  const [snapshot] = useMachine(toggleMachine)
  return snapshot.value
}
`

describe('charts run through useChart (eslint.config.js)', () => {
  it.each([
    'src/features/x/y.tsx',
    'src/features/x/parts/y.tsx',
    'src/routes/y.tsx',
    'src/ui/y.tsx',
  ])('a chart run with useMachine from @xstate/react in %s is reported', async (filePath) => {
    const messages = await chartRuleMessages(filePath, USE_MACHINE)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('useChart')
    expect(messages[0]).toContain('src/startup/chart.ts')
  })

  it('a value of xstate in a feature is reported', async () => {
    const code = `import { createActor } from 'xstate'\n\nexport const start = createActor\n`
    expect(await chartRuleMessages('src/features/x/y.tsx', code)).toHaveLength(1)
  })

  it('a value of xstate beside a type in one import is reported', async () => {
    const code = `import { fromPromise, type AnyStateMachine } from 'xstate'\n\nexport const f = fromPromise\nexport type M = AnyStateMachine\n`
    expect(await chartRuleMessages('src/features/x/y.tsx', code)).toHaveLength(1)
  })

  it('types of xstate are allowed in a feature', async () => {
    const code = `import type { AnyStateMachine } from 'xstate'\n\nexport type M = AnyStateMachine\n`
    expect(await chartRuleMessages('src/features/x/y.tsx', code)).toEqual([])
  })

  it('the hook itself (src/startup/chart.ts) may import xstate', async () => {
    const code = `export const loadXState = () => import('xstate')\nimport type { Actor } from 'xstate'\nexport type A = Actor<never>\n`
    expect(await chartRuleMessages('src/startup/chart.ts', code)).toEqual([])
  })

  it('charts (machines/) still import xstate', async () => {
    const code = `import { setup } from 'xstate'\n\nexport const machine = setup({}).createMachine({})\n`
    expect(await chartRuleMessages('machines/toggle.machine.ts', code)).toEqual([])
  })
})
