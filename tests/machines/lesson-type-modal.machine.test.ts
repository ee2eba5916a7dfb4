import { describe, expect, it } from 'vitest'
import {
  lessonTypeModalMachine,
  type LessonTypeModalEvent,
} from '../../machines/lesson-type-modal.machine'
import { CoverageRecorder, edgeCoveringPaths, expectFullCoverage, replay } from './model'

const events: LessonTypeModalEvent[] = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'lesson.choose', lessonType: 'kids' },
  { type: 'lesson.choose', lessonType: 'adults' },
]

describe('lesson type modal chart', () => {
  const paths = edgeCoveringPaths(lessonTypeModalMachine, { events })
  const recorder = new CoverageRecorder()

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
    const actor = replay(lessonTypeModalMachine, path, { recorder })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('open')).toBe(snapshot.matches('open'))
    const last = path.events.at(-1)
    if (last?.type === 'lesson.choose' && path.events.at(-2)?.type === 'modal.open') {
      expect(snapshot.context.chosen).toBe(last.lessonType)
    }
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(lessonTypeModalMachine, recorder, { task, paths: paths.length })
  })

  it('ignores a choice while closed', () => {
    const path = paths.find((p) => p.name === 'lesson.choose')
    expect(path?.expected.value).toBe('closed')
    expect(path?.expected.context.chosen).toBeNull()
  })
})
