/**
 * Model-based test of the overlay coordinator: every order of requests (automatic overlays), opens
 * (the visitor's clicks) and releases, with fake overlays that record what the coordinator answers
 * them. After every path: at most one modal, the queue in OVERLAY_ORDER, the one showing was told so,
 * nobody waiting was, and exit intent never waits. Copies tests/machines/subscribe.machine.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createActor, setup, type AnyActorRef, type SnapshotFrom } from 'xstate'
import {
  OVERLAY_ORDER,
  overlayCoordinatorMachine,
  type OverlayId,
} from '../../machines/overlay-coordinator.machine'
import { selectInterrupting } from '../../machines/overlay.selectors'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replay,
  type ModelEvent,
} from './model'

type Snapshot = SnapshotFrom<typeof overlayCoordinatorMachine>
type Event = ModelEvent<typeof overlayCoordinatorMachine>

/** A stand-in overlay: an actor that records every answer the coordinator sends it. */
const inbox = new Map<OverlayId, string[]>()
const overlayMachine = setup({}).createMachine({
  on: { '*': { actions: ({ event, self }) => inbox.get(self.id as OverlayId)!.push(event.type) } },
})
const overlays = new Map<OverlayId, AnyActorRef>(
  OVERLAY_ORDER.map((id) => [id, createActor(overlayMachine, { id }).start()]),
)
const ref = (id: OverlayId) => overlays.get(id)!

/** Automatic overlays ask; the visitor opens the chooser or the hub popup; anyone may release. */
const AUTOMATIC: OverlayId[] = ['articlesWeekly', 'homeWelcome', 'trainingHub']
const VISITOR: OverlayId[] = ['lessonType', 'trainingHub']
const EVENTS: Event[] = [
  ...AUTOMATIC.map((id) => ({ type: 'overlay.request' as const, id, ref: ref(id) })),
  { type: 'overlay.request', id: 'exitIntent', ref: ref('exitIntent'), ifFree: true },
  ...VISITOR.map((id) => ({ type: 'overlay.open' as const, id, ref: ref(id) })),
  ...OVERLAY_ORDER.map((id) => ({ type: 'overlay.release' as const, id })),
  // Timed popups and the /articles modal say they are due before they ask (two of them: enough
  // for every transition, and the paths stay few).
  { type: 'overlay.due', id: 'articlesWeekly' },
  { type: 'overlay.due', id: 'homeWelcome' },
]

/** Two snapshots differ by state, the one showing and who waits (refs are not compared). */
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.current?.id ?? null,
    s.context.queue.map((c) => c.id),
    [...s.context.due].sort(),
  ])

describe('overlay coordinator chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(overlayCoordinatorMachine, { events: EVENTS, serializeState })

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    for (const id of OVERLAY_ORDER) inbox.set(id, [])
    const actor = replay(overlayCoordinatorMachine, path, { recorder })
    const { context } = actor.getSnapshot()
    const snapshot: Snapshot = actor.getSnapshot()
    // One modal at most: the tag, the state and the context agree.
    expect(snapshot.hasTag('modal')).toBe(context.current !== null)
    expect(snapshot.matches('free')).toBe(context.current === null)
    if (snapshot.matches('free')) expect(context.queue).toEqual([])
    // One interruption at a time: the promo card's state (free.clear) only when no modal shows and
    // none is due; an overlay that shows or waits is no longer merely due.
    expect(selectInterrupting(snapshot)).toBe(context.current !== null || context.due.length > 0)
    expect(snapshot.hasTag('due')).toBe(context.current === null && context.due.length > 0)
    expect(context.due).not.toContain(context.current?.id)
    for (const claim of context.queue) expect(context.due).not.toContain(claim.id)
    // Nobody both shows and waits, nobody waits twice, the queue keeps the documented order.
    const waiting = context.queue.map((c) => c.id)
    expect(new Set(waiting).size).toBe(waiting.length)
    expect(waiting).not.toContain(context.current?.id)
    expect(waiting).toEqual(
      [...waiting].sort((a, b) => OVERLAY_ORDER.indexOf(a) - OVERLAY_ORDER.indexOf(b)),
    )
    // Exit intent never waits in line.
    expect(waiting).not.toContain('exitIntent')
    // An automatic overlay showing was granted the slot last; the ones waiting were not.
    if (snapshot.matches({ showing: 'automatic' }))
      expect(inbox.get(context.current!.id)!.at(-1)).toBe('overlay.granted')
    for (const id of waiting) expect(inbox.get(id)!.at(-1)).not.toBe('overlay.granted')
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(overlayCoordinatorMachine, recorder, { task, paths: paths.length })
  })

  it('lets a click win over a timed popup, which shows again after', () => {
    for (const id of OVERLAY_ORDER) inbox.set(id, [])
    const actor = createActor(overlayCoordinatorMachine).start()
    actor.send({ type: 'overlay.request', id: 'homeWelcome', ref: ref('homeWelcome') })
    actor.send({ type: 'overlay.open', id: 'lessonType' })
    expect(inbox.get('homeWelcome')).toEqual(['overlay.granted', 'overlay.preempted'])
    expect(actor.getSnapshot().context.current?.id).toBe('lessonType')
    actor.send({ type: 'overlay.release', id: 'lessonType' })
    expect(inbox.get('homeWelcome')).toEqual([
      'overlay.granted',
      'overlay.preempted',
      'overlay.granted',
    ])
  })

  it('keeps the promo card away while the welcome popup is due, shows it after the popup closes', () => {
    for (const id of OVERLAY_ORDER) inbox.set(id, [])
    const actor = createActor(overlayCoordinatorMachine).start()
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'overlay.due', id: 'homeWelcome' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'overlay.request', id: 'homeWelcome', ref: ref('homeWelcome') })
    expect(selectInterrupting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'overlay.release', id: 'homeWelcome' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
    // Suppressed after all: the release of a popup that never asked clears it too.
    actor.send({ type: 'overlay.due', id: 'learn' })
    actor.send({ type: 'overlay.release', id: 'learn' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
  })

  it('refuses exit intent while another modal shows', () => {
    for (const id of OVERLAY_ORDER) inbox.set(id, [])
    const actor = createActor(overlayCoordinatorMachine).start()
    actor.send({ type: 'overlay.request', id: 'articlesWeekly', ref: ref('articlesWeekly') })
    actor.send({ type: 'overlay.request', id: 'exitIntent', ref: ref('exitIntent'), ifFree: true })
    expect(inbox.get('exitIntent')).toEqual(['overlay.refused'])
  })
})
