import { setup } from 'xstate'

/**
 * The navbar's menu on small screens (spec §4 "Mobile menu: open/closed toggle").
 * It closes itself whenever the route changes, so a visitor never lands on a page under an open menu.
 */
export type NavMenuEvent =
  { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'route.change' }

/** `open`: the menu is showing (its toggle reads 'Close menu'). */
export type NavMenuTag = 'open'

export const navMenuMachine = setup({
  types: { events: {} as NavMenuEvent, tags: {} as NavMenuTag },
}).createMachine({
  id: 'navMenu',
  description: "The navbar's collapsed menu below the mobile breakpoint.",
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the brand and the Menu button show on small screens.',
      on: { 'menu.toggle': { target: 'open' } },
    },
    open: {
      description: 'The links and the booking button are listed under the bar.',
      tags: ['open'],
      on: {
        'menu.toggle': { target: 'closed' },
        'menu.close': { target: 'closed' },
        'route.change': { target: 'closed' },
      },
    },
  },
})
