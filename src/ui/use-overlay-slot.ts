import { createContext, useContext, useEffect, useMemo, useRef } from 'react'
import type { ActorOptions, AnyActorRef } from 'xstate'
import type {
  OverlayAnswered,
  overlayCoordinatorMachine,
  OverlayId,
} from '../../machines/overlay-coordinator.machine'
import { selectInterrupting } from '../../machines/overlay.selectors'
import { useChart, useChartSelector, type Chart } from '../startup/chart'

type Coordinator = typeof overlayCoordinatorMachine

const loadCoordinator = () =>
  import('../../machines/overlay-coordinator.machine').then(
    (module) => module.overlayCoordinatorMachine,
  )

/**
 * The overlay coordinator (machines/overlay-coordinator.machine.ts), shared by every feature that
 * shows a modal: one actor for the app, provided at the root. A modal asks it before it opens and
 * tells it when it has closed, so no two modals ever show at once.
 */
export const OverlaySlotContext = createContext<Chart<Coordinator> | null>(null)

/** Runs the app's one coordinator; `OverlaySlotProvider` hands it down. */
export function useOverlayCoordinator(options?: ActorOptions<Coordinator>): Chart<Coordinator> {
  return useChart(loadCoordinator, options)
}

export interface OverlaySlot {
  /** An automatic overlay asks for the slot; the answer comes to `ref` (overlay.granted...). */
  request: (ref: AnyActorRef, ifFree?: boolean) => void
  /** The visitor opened this overlay with a click: it shows at once. */
  open: (ref?: AnyActorRef) => void
  /** The overlay closed (or leaves the page, or will not open after all). */
  release: () => void
  /** The overlay will open by itself soon (a timed popup counting down). */
  due: () => void
}

const ANSWERS: ReadonlyArray<OverlayAnswered['type']> = [
  'overlay.granted',
  'overlay.refused',
  'overlay.preempted',
]

/**
 * Talks to the coordinator as overlay `id`; releases the slot when the caller unmounts. The
 * coordinator emits its answers with the overlay's id (its context holds no actors); each answer
 * for `id` goes on to the actor that last asked or opened.
 */
export function useOverlaySlot(id: OverlayId): OverlaySlot {
  const coordinator = useContext(OverlaySlotContext)
  if (!coordinator) throw new Error('useOverlaySlot needs an <OverlaySlotProvider> above it')
  const answerTo = useRef<AnyActorRef | undefined>(undefined)
  useEffect(() => {
    const subscriptions = ANSWERS.map((type) =>
      coordinator.on(type, (answer) => {
        if (answer.id === id) answerTo.current?.send({ type: answer.type })
      }),
    )
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [coordinator, id])
  const slot = useMemo<OverlaySlot>(
    () => ({
      request: (ref, ifFree) => {
        answerTo.current = ref
        coordinator.send({ type: 'overlay.request', id, ifFree })
      },
      open: (ref) => {
        answerTo.current = ref
        coordinator.send({ type: 'overlay.open', id })
      },
      release: () => coordinator.send({ type: 'overlay.release', id }),
      due: () => coordinator.send({ type: 'overlay.due', id }),
    }),
    [coordinator, id],
  )
  useEffect(() => () => slot.release(), [slot])
  return slot
}

/**
 * Whether a dialog shows or is due (selectInterrupting); null until the coordinator runs, so an
 * overlay that is no modal (the promo card) waits for its answer rather than guessing.
 */
export function useInterrupting(): boolean | null {
  const coordinator = useContext(OverlaySlotContext)
  if (!coordinator) throw new Error('useInterrupting needs an <OverlaySlotProvider> above it')
  return useChartSelector<Coordinator, boolean | null>(coordinator, selectInterrupting, null)
}
