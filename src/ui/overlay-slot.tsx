import type { ReactNode } from 'react'
import type { ActorOptions } from 'xstate'
import type { overlayCoordinatorMachine } from '../../machines/overlay-coordinator.machine'
import { OverlaySlotContext, useOverlayCoordinator } from './use-overlay-slot'

/** The app's one overlay coordinator, for every overlay below (src/ui/use-overlay-slot.ts). */
export function OverlaySlotProvider({
  children,
  options,
}: {
  children: ReactNode
  options?: ActorOptions<typeof overlayCoordinatorMachine>
}) {
  const coordinator = useOverlayCoordinator(options)
  return <OverlaySlotContext.Provider value={coordinator}>{children}</OverlaySlotContext.Provider>
}
