import { createContext, useContext } from 'react'
import type {
  LessonType,
  lessonTypeModalMachine,
} from '../../../machines/lesson-type-modal.machine'
import {
  CHOOSER_OPEN_BEFORE,
  selectChooserOpen,
} from '../../../machines/lesson-type-modal.selectors'
import { useChart, useChartSelector, type Chart } from '../../startup/chart'
import { inspect } from '../../services/inspector'

type Chooser = Chart<typeof lessonTypeModalMachine>

/** One lesson-type chooser for the whole app: any booking button on any page opens it. */
export const LessonTypeModalContext = createContext<Chooser | null>(null)

const loadChooser = () =>
  import('../../../machines/lesson-type-modal.machine').then(
    (module) => module.lessonTypeModalMachine,
  )

/** Runs the app's one chooser; `LessonTypeModalProvider` hands it down. */
export function useLessonTypeChooser(): Chooser {
  return useChart(loadChooser, { inspect })
}

function useChooser() {
  const chooser = useContext(LessonTypeModalContext)
  if (!chooser) throw new Error('a booking button needs the <LessonTypeModalProvider> above it')
  return chooser
}

/** A booking button's click: opens the chooser. */
export function useOpenLessonTypeModal() {
  const chooser = useChooser()
  return () => chooser.send({ type: 'modal.open' })
}

/** The chooser dialog: whether it is open (closed until the chart runs), close, and a choice. */
export function useLessonTypeModal() {
  const chooser = useChooser()
  return {
    open: useChartSelector(chooser, selectChooserOpen, CHOOSER_OPEN_BEFORE),
    close: () => chooser.send({ type: 'modal.close' }),
    choose: (lessonType: LessonType) => chooser.send({ type: 'lesson.choose', lessonType }),
  }
}
