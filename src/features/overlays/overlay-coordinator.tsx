import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import type { OverlayId } from '../../../machines/overlay-coordinator.machine'
import { OverlaySlotProvider } from '../../ui/overlay-slot'
import { useOverlaySlot } from '../../ui/use-overlay-slot'
import { inspect } from '../../services/inspector'

/** The app's one overlay coordinator (rendered once, at the root), visible in the inspector. */
export function OverlayCoordinatorProvider({ children }: { children: ReactNode }) {
  return <OverlaySlotProvider options={{ inspect }}>{children}</OverlaySlotProvider>
}

/**
 * The coordinator effects an overlay chart names (`requestSlot`, `openSlot`, `releaseSlot`,
 * `announceSlot`), bound to overlay `id`. `ifFree`: the overlay does not wait when another modal
 * shows (exit intent).
 */
export function useSlotActions(id: OverlayId, ifFree = false) {
  const slot = useOverlaySlot(id)
  return {
    requestSlot: ({ self }: { self: AnyActorRef }) => slot.request(self, ifFree),
    openSlot: ({ self }: { self: AnyActorRef }) => slot.open(self),
    releaseSlot: () => slot.release(),
    announceSlot: () => slot.due(),
  }
}
