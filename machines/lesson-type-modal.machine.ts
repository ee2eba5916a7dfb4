import { assertEvent, assign, setup } from 'xstate'

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

/** `open`: the dialog is showing. */
export type LessonTypeModalTag = 'open'

export const lessonTypeModalMachine = setup({
  types: {
    context: {} as LessonTypeModalContext,
    events: {} as LessonTypeModalEvent,
    tags: {} as LessonTypeModalTag,
  },
  actions: {
    rememberChoice: assign({
      chosen: ({ event }) => {
        assertEvent(event, 'lesson.choose')
        return event.lessonType
      },
    }),
  },
}).createMachine({
  id: 'lessonTypeModal',
  description: "The 'Choose Your Lesson Type' dialog every booking button opens.",
  initial: 'closed',
  context: { chosen: null },
  states: {
    closed: {
      description: 'No dialog; any booking button opens it.',
      on: { 'modal.open': { target: 'open' } },
    },
    open: {
      description: 'The dialog offers kids and adults lessons; x, Escape or a choice closes it.',
      tags: ['open'],
      on: {
        'modal.close': { target: 'closed' },
        'lesson.choose': { target: 'closed', actions: { type: 'rememberChoice' } },
      },
    },
  },
})
