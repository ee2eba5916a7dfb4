import { setup } from 'xstate'

/**
 * The navbar's menu on small screens (spec §4 "Mobile menu: open/closed toggle").
 * It closes itself whenever the route changes, so a visitor never lands on a page under an open menu.
 */
export type NavMenuEvent =
  { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'route.change' }

export const navMenuMachine = setup({
  types: { events: {} as NavMenuEvent },
}).createMachine({
  id: 'navMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': { target: 'open' } },
    },
    open: {
      tags: ['open'],
      on: {
        'menu.toggle': { target: 'closed' },
        'menu.close': { target: 'closed' },
        'route.change': { target: 'closed' },
      },
    },
  },
})
