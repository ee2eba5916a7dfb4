import { assertEvent, assign, setup } from 'xstate'

/**
 * An FAQ accordion (spec §4 "FAQ accordion: one item open or none"): opening a question closes the
 * one that was open; clicking the open one closes it. Moving focus between the questions (arrow
 * keys, Home, End) is the component's business: it changes nothing here.
 */
export interface AccordionContext {
  /** The open question, 0-based, or null when all are closed. */
  open: number | null
}

export type AccordionEvent = { type: 'accordion.toggle'; index: number }

/** `expanded`: one answer shows. */
export type AccordionTag = 'expanded'

export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    tags: {} as AccordionTag,
  },
  actions: {
    open: assign({
      open: ({ event }) => {
        assertEvent(event, 'accordion.toggle')
        return event.index
      },
    }),
    closeAll: assign({ open: null }),
  },
  guards: {
    isOpenOne: ({ context, event }) => {
      assertEvent(event, 'accordion.toggle')
      return context.open === event.index
    },
  },
}).createMachine({
  id: 'accordion',
  description: 'Questions whose answers open one at a time.',
  context: { open: null },
  initial: 'collapsed',
  states: {
    collapsed: {
      description: 'Every answer is hidden.',
      on: { 'accordion.toggle': { target: 'expanded', actions: { type: 'open' } } },
    },
    expanded: {
      description: 'One answer shows; another question replaces it, the same one closes it.',
      tags: ['expanded'],
      on: {
        'accordion.toggle': [
          { guard: { type: 'isOpenOne' }, target: 'collapsed', actions: { type: 'closeAll' } },
          { target: 'expanded', actions: { type: 'open' } },
        ],
      },
    },
  },
})
