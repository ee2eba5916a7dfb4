/**
 * Model-based test of the overlay coordinator: every order of requests (automatic overlays), opens
 * (the visitor's clicks), releases and "due" notices. Each path's outcome (who shows and how, who
 * waits, who is due, the tags, every answer the coordinator emitted) is compared with a reference
 * model written from the spec's overlay rule (`SPEC`, a table keyed by event), folded over the path.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import {
  OVERLAY_ORDER,
  overlayCoordinatorMachine,
  type OverlayAnswered,
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
import { expectOutcome } from './outcomes'

type Snapshot = SnapshotFrom<typeof overlayCoordinatorMachine>
type Event = ModelEvent<typeof overlayCoordinatorMachine>

/** Automatic overlays ask; the visitor opens the chooser or the hub popup; anyone may release. */
const AUTOMATIC: OverlayId[] = ['articlesWeekly', 'homeWelcome', 'trainingHub']
const VISITOR: OverlayId[] = ['lessonType', 'trainingHub']
const EVENTS: Event[] = [
  ...AUTOMATIC.map((id) => ({ type: 'overlay.request' as const, id })),
  { type: 'overlay.request', id: 'exitIntent', ifFree: true },
  ...VISITOR.map((id) => ({ type: 'overlay.open' as const, id })),
  ...OVERLAY_ORDER.map((id) => ({ type: 'overlay.release' as const, id })),
  // Timed popups and the /articles modal say they are due before they ask (two of them: enough
  // for every transition, and the paths stay few).
  { type: 'overlay.due', id: 'articlesWeekly' },
  { type: 'overlay.due', id: 'homeWelcome' },
]

/** Two snapshots differ by state, the one showing and who waits. */
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.current?.id ?? null,
    s.context.queue.map((c) => c.id),
    [...s.context.due].sort(),
  ])

/** What the visitor sees: the modal showing (and how it came), who waits, who is due. */
interface View {
  showing: OverlayId | null
  /** 'visitor' when opened by a click; the showing one steps back only for a click. */
  by: 'automatic' | 'visitor' | null
  /** The one showing asked `ifFree` (exit intent): it never waits in line. */
  showingWaits: boolean
  waiting: OverlayId[]
  due: OverlayId[]
}
const START: View = { showing: null, by: null, showingWaits: true, waiting: [], due: [] }

const inOrder = (ids: OverlayId[]) =>
  [...new Set(ids)].sort((a, b) => OVERLAY_ORDER.indexOf(a) - OVERLAY_ORDER.indexOf(b))
const without = (ids: OverlayId[], id: OverlayId) => ids.filter((x) => x !== id)

type Step = (view: View, answer: (a: OverlayAnswered) => void) => View

/**
 * The spec's rule (§2 "Overlays": one interruption at a time; a click wins, then the /articles
 * modal, the timed popups, exit intent, which never waits), as a table keyed by event.
 */
const SPEC: {
  [K in Event['type']]: (event: Extract<Event, { type: K }>) => Step
} = {
  'overlay.due':
    ({ id }) =>
    (v) =>
      v.showing === id || v.waiting.includes(id) || v.due.includes(id)
        ? v
        : { ...v, due: [...v.due, id] },
  'overlay.request':
    ({ id, ifFree }) =>
    (v, answer) => {
      if (v.showing === null) {
        answer({ type: 'overlay.granted', id })
        const next = { ...v, showing: id, by: 'automatic' as const, showingWaits: !ifFree }
        return { ...next, waiting: without(v.waiting, id), due: without(v.due, id) }
      }
      if (v.showing === id || v.waiting.includes(id)) return v
      if (ifFree) {
        answer({ type: 'overlay.refused', id })
        return v
      }
      return { ...v, waiting: inOrder([...v.waiting, id]), due: without(v.due, id) }
    },
  'overlay.open':
    ({ id }) =>
    (v, answer) => {
      const stepsBack = v.by === 'automatic' ? v.showing : null
      if (stepsBack) answer({ type: 'overlay.preempted', id: stepsBack })
      const requeued = stepsBack && v.showingWaits ? [...v.waiting, stepsBack] : v.waiting
      return {
        showing: id,
        by: 'visitor',
        showingWaits: true,
        waiting: without(inOrder(requeued), id),
        due: without(v.due, id),
      }
    },
  'overlay.release':
    ({ id }) =>
    (v, answer) => {
      const [next, ...rest] = v.waiting
      if (v.showing === id && next) {
        answer({ type: 'overlay.granted', id: next })
        return { ...v, showing: next, by: 'automatic', showingWaits: true, waiting: rest }
      }
      if (v.showing === id) return { ...START, due: without(v.due, id) }
      return { ...v, waiting: without(v.waiting, id), due: without(v.due, id) }
    },
}

const step = (event: Event): Step => (SPEC[event.type] as (e: Event) => Step)(event)

function viewOf(s: Snapshot) {
  const c = s.context
  return {
    showing: c.current?.id ?? null,
    by: (['automatic', 'visitor'] as const).find((by) => s.matches({ showing: by })) ?? null,
    waiting: c.queue.map((claim) => claim.id),
    due: [...c.due].sort(),
    modal: s.hasTag('modal'),
    dueTag: s.hasTag('due'),
    interrupting: selectInterrupting(s),
  }
}

describe('overlay coordinator chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(overlayCoordinatorMachine, { events: EVENTS, serializeState })

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    const answers: OverlayAnswered[] = []
    const actor = replay(overlayCoordinatorMachine, path, {
      recorder,
      onActor: (a) => void a.on('*', (e) => void answers.push(e)),
    })
    const expectedAnswers: OverlayAnswered[] = []
    const view = (path.events as Event[]).reduce(
      (v, event) => step(event)(v, (a) => expectedAnswers.push(a)),
      START,
    )
    expectOutcome(
      path.name,
      { ...viewOf(actor.getSnapshot()), answers },
      {
        showing: view.showing,
        by: view.by,
        waiting: view.waiting,
        due: [...view.due].sort(),
        modal: view.showing !== null,
        dueTag: view.showing === null && view.due.length > 0,
        interrupting: view.showing !== null || view.due.length > 0,
        answers: expectedAnswers,
      },
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(overlayCoordinatorMachine, recorder, { task, paths: paths.length })
  })

  /** A started coordinator and the answers it gave, per overlay. */
  function started() {
    const inbox = new Map<OverlayId, string[]>(OVERLAY_ORDER.map((id) => [id, []]))
    const actor = createActor(overlayCoordinatorMachine)
    actor.on('*', (answer) => void inbox.get(answer.id)!.push(answer.type))
    return { actor: actor.start(), inbox }
  }

  it('lets a click win over a timed popup, which shows again after', () => {
    const { actor, inbox } = started()
    actor.send({ type: 'overlay.request', id: 'homeWelcome' })
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
    const { actor } = started()
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'overlay.due', id: 'homeWelcome' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'overlay.request', id: 'homeWelcome' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'overlay.release', id: 'homeWelcome' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
    // Suppressed after all: the release of a popup that never asked clears it too.
    actor.send({ type: 'overlay.due', id: 'learn' })
    actor.send({ type: 'overlay.release', id: 'learn' })
    expect(selectInterrupting(actor.getSnapshot())).toBe(false)
  })

  it('refuses exit intent while another modal shows', () => {
    const { actor, inbox } = started()
    actor.send({ type: 'overlay.request', id: 'articlesWeekly' })
    actor.send({ type: 'overlay.request', id: 'exitIntent', ifFree: true })
    expect(inbox.get('exitIntent')).toEqual(['overlay.refused'])
  })
})
