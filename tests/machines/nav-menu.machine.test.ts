import { describe, expect, it } from 'vitest'
import { navMenuMachine, type NavMenuEvent } from '../../machines/nav-menu.machine'
import { CoverageRecorder, edgeCoveringPaths, expectFullCoverage, replay } from './model'

const events: NavMenuEvent[] = [
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: 'route.change' },
]

describe('navbar menu chart', () => {
  const paths = edgeCoveringPaths(navMenuMachine, { events })
  const recorder = new CoverageRecorder()

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    const actor = replay(navMenuMachine, path, { recorder })
    expect(actor.getSnapshot().hasTag('open')).toBe(actor.getSnapshot().matches('open'))
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(navMenuMachine, recorder, { task, paths: paths.length })
  })

  it('closes on a route change', () => {
    const path = paths.find((p) => p.name === 'menu.toggle → route.change')
    expect(path?.expected.value).toBe('closed')
  })
})
