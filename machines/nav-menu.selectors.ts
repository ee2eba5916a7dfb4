import type { SnapshotFrom } from 'xstate'
import type { navMenuMachine } from './nav-menu.machine'

export type NavMenuSnapshot = SnapshotFrom<typeof navMenuMachine>

/** The menu is showing (its toggle reads 'Close menu'). */
export const selectMenuOpen = (snapshot: NavMenuSnapshot): boolean => snapshot.hasTag('open')
/** `selectMenuOpen` in the chart's initial state: what the navbar renders until the chart has loaded. */
export const MENU_OPEN_BEFORE = false
