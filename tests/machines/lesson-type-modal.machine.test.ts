import { describe, expect, it } from 'vitest'
import {
  lessonTypeModalMachine,
  type LessonTypeModalEvent,
} from '../../machines/lesson-type-modal.machine'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replay,
  type ModelEvent,
} from './model'
import { expectOutcome, noExpectation } from './outcomes'

const events: LessonTypeModalEvent[] = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'lesson.choose', lessonType: 'kids' },
  { type: 'lesson.choose', lessonType: 'adults' },
]

/**
 * The spec's chooser (§2 "Shared navigation bar", §4): the booking button opens it; x (or Escape)
 * closes it; choosing a type closes it and goes there; a choice while closed does nothing.
 */
function spec(path: ReadonlyArray<ModelEvent<typeof lessonTypeModalMachine>>) {
  return path.reduce<{ open: boolean; chosen: string | null }>(
    (seen, event) => {
      switch (event.type) {
        case 'modal.open':
          return { ...seen, open: true }
        case 'modal.close':
          return { ...seen, open: false }
        case 'lesson.choose':
          return seen.open ? { open: false, chosen: event.lessonType } : seen
        default:
          return noExpectation(event)
      }
    },
    { open: false, chosen: null },
  )
}

describe('lesson type modal chart', () => {
  const paths = edgeCoveringPaths(lessonTypeModalMachine, { events })
  const recorder = new CoverageRecorder()

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    const actor = replay(lessonTypeModalMachine, path, { recorder })
    const snapshot = actor.getSnapshot()
    expectOutcome(
      path.name,
      { open: snapshot.hasTag('open'), chosen: snapshot.context.chosen },
      spec(path.events),
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(lessonTypeModalMachine, recorder, { task, paths: paths.length })
  })

  it('ignores a choice while closed', () => {
    const path = paths.find((p) => p.name === 'lesson.choose')!
    const snapshot = replay(lessonTypeModalMachine, path).getSnapshot()
    expect({ open: snapshot.hasTag('open'), chosen: snapshot.context.chosen }).toEqual({
      open: false,
      chosen: null,
    })
  })
})
