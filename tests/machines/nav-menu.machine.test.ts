/**
 * Model-based test of the navbar's menu on small screens: each path's outcome (the menu open or
 * not) is compared with the spec (§4 "Mobile menu: open/closed toggle"; a route change closes it),
 * a table keyed by event folded over the path.
 */
import { describe, it } from 'vitest'
import { navMenuMachine, type NavMenuEvent } from '../../machines/nav-menu.machine'
import { CoverageRecorder, edgeCoveringPaths, expectFullCoverage, replay } from './model'
import { expectOutcome } from './outcomes'

const events: NavMenuEvent[] = [
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: 'route.change' },
]

/** Whether the menu shows after each event, from whether it showed before. */
const SPEC: Record<NavMenuEvent['type'], (open: boolean) => boolean> = {
  'menu.toggle': (open) => !open,
  'menu.close': () => false,
  'route.change': () => false,
}

describe('navbar menu chart', () => {
  const paths = edgeCoveringPaths(navMenuMachine, { events })
  const recorder = new CoverageRecorder()

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    const actor = replay(navMenuMachine, path, { recorder })
    const open = (path.events as NavMenuEvent[]).reduce((o, e) => SPEC[e.type](o), false)
    const snapshot = actor.getSnapshot()
    expectOutcome(
      path.name,
      { tag: snapshot.hasTag('open'), state: snapshot.value },
      { tag: open, state: open ? 'open' : 'closed' },
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(navMenuMachine, recorder, { task, paths: paths.length })
  })
})
