import { assign, setup } from 'xstate'

/**
 * Stepping through a short line of moves (an opening's first moves in an article): the board shows
 * the position after `ply` moves, 0 being the starting position.
 *
 *   start --stepper.next--> middle --stepper.next (the last move)--> end
 *   end --stepper.previous--> middle --stepper.previous (back to the first position)--> start
 *
 * Previous does nothing at the start and Next nothing at the end: those states have no such
 * transition, and their tags (`first`, `last`) disable the buttons. A line of one move goes straight
 * from start to end and back; a line of no moves sits in `empty`. The positions themselves are
 * computed at build time (scripts/chess-lines.ts); the chart only counts.
 */
export interface MoveStepperInput {
  /** The moves of the line in SAN, in order. */
  sans: readonly string[]
}

export interface MoveStepperContext extends MoveStepperInput {
  /** How many moves of the line have been played on the board. */
  ply: number
}

export type MoveStepperEvent = { type: 'stepper.next' } | { type: 'stepper.previous' }

/** `first`: the starting position shows; `last`: the end of the line shows. */
export type MoveStepperTag = 'first' | 'last'

export const moveStepperMachine = setup({
  types: {
    input: {} as MoveStepperInput,
    context: {} as MoveStepperContext,
    events: {} as MoveStepperEvent,
    tags: {} as MoveStepperTag,
  },
  actions: {
    forward: assign({ ply: ({ context }) => context.ply + 1 }),
    back: assign({ ply: ({ context }) => context.ply - 1 }),
  },
  guards: {
    hasNoMoves: ({ context }) => context.sans.length === 0,
    nextIsLast: ({ context }) => context.ply + 1 >= context.sans.length,
    previousIsFirst: ({ context }) => context.ply - 1 <= 0,
  },
}).createMachine({
  id: 'moveStepper',
  description: 'A line of moves shown one position at a time, with Previous and Next.',
  context: ({ input }) => ({ sans: input.sans, ply: 0 }),
  initial: 'start',
  states: {
    start: {
      description: 'The starting position shows; there is nothing before it.',
      tags: ['first'],
      always: { guard: { type: 'hasNoMoves' }, target: 'empty' },
      on: {
        'stepper.next': [
          { guard: { type: 'nextIsLast' }, target: 'end', actions: { type: 'forward' } },
          { target: 'middle', actions: { type: 'forward' } },
        ],
      },
    },
    middle: {
      description: 'A position inside the line; both ways are open.',
      on: {
        'stepper.next': [
          { guard: { type: 'nextIsLast' }, target: 'end', actions: { type: 'forward' } },
          { actions: { type: 'forward' } },
        ],
        'stepper.previous': [
          { guard: { type: 'previousIsFirst' }, target: 'start', actions: { type: 'back' } },
          { actions: { type: 'back' } },
        ],
      },
    },
    end: {
      description: 'The position after the last move shows; there is nothing after it.',
      tags: ['last'],
      on: {
        'stepper.previous': [
          { guard: { type: 'previousIsFirst' }, target: 'start', actions: { type: 'back' } },
          { target: 'middle', actions: { type: 'back' } },
        ],
      },
    },
    empty: {
      description: 'A line without moves: only the starting position, nowhere to go.',
      tags: ['first', 'last'],
    },
  },
})
