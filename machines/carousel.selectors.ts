import type { SnapshotFrom } from 'xstate'
import type { carouselMachine } from './carousel.machine'

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>

/** The slide showing, 0-based. */
export const selectIndex = (snapshot: CarouselSnapshot): number => snapshot.context.index

/** The carousel moves on by itself (its pause button shows). */
export const selectRotating = (snapshot: CarouselSnapshot): boolean => snapshot.hasTag('rotating')

/** `selectIndex` and `selectRotating` in the chart's initial state: what the carousel renders until its chart has loaded. */
export const INDEX_BEFORE = 0
export const ROTATING_BEFORE = false
