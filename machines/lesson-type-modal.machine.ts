import { assign, setup } from 'xstate'

/**
 * The 'Choose Your Lesson Type' modal (spec §2 "Shared navigation bar", §4).
 * Opened by any 'Book an Intro Lesson' / 'Book a Lesson' button; closed by the close (x) button,
 * by Escape, or by choosing a lesson type (the link itself navigates).
 */
export type LessonType = 'kids' | 'adults'

export type LessonTypeModalEvent =
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'lesson.choose'; lessonType: LessonType }

export interface LessonTypeModalContext {
  /** The last lesson type chosen in this visit, if any. */
  chosen: LessonType | null
}

export const lessonTypeModalMachine = setup({
  types: {
    context: {} as LessonTypeModalContext,
    events: {} as LessonTypeModalEvent,
  },
  actions: {
    rememberChoice: assign({
      chosen: ({ event, context }) =>
        event.type === 'lesson.choose' ? event.lessonType : context.chosen,
    }),
  },
}).createMachine({
  id: 'lessonTypeModal',
  initial: 'closed',
  context: { chosen: null },
  states: {
    closed: {
      on: { 'modal.open': { target: 'open' } },
    },
    open: {
      tags: ['open'],
      on: {
        'modal.close': { target: 'closed' },
        'lesson.choose': { target: 'closed', actions: { type: 'rememberChoice' } },
      },
    },
  },
})
