import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { lessonTypeModalMachine } from '../../../machines/lesson-type-modal.machine'
import {
  CHOOSER_OPEN_BEFORE,
  selectChooserOpen,
} from '../../../machines/lesson-type-modal.selectors'
import { PrimaryButton } from '../../ui/button'
import { useChart, useChartSelector, type Chart } from '../../startup/chart'
import { useOverlaySlot } from '../../ui/use-overlay-slot'
import { colors, radius, space } from '../../ui/theme'
import {
  BOOK_INTRO_LESSON,
  LESSON_TYPE_MODAL_TITLE,
  LESSONS_FOR_ADULTS,
  LESSONS_FOR_KIDS,
} from '../../content/site'
import { inspect } from '../../services/inspector'

/**
 * The dialog (and focus-trap with it) loads when it is first wanted, not with the page: hovering or
 * focusing a booking button starts the download, and the dialog renders once it has arrived.
 */
const loadModal = () => import('../../ui/modal')
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))
const preloadModal = () => void loadModal()

/** One lesson-type chooser for the whole app: any booking button on any page opens it. */
const LessonTypeModalContext = createContext<Chart<typeof lessonTypeModalMachine> | null>(null)

const loadChooser = () =>
  import('../../../machines/lesson-type-modal.machine').then(
    (module) => module.lessonTypeModalMachine,
  )

export function LessonTypeModalProvider({ children }: { children: ReactNode }) {
  const chooser = useChart(loadChooser, { inspect })
  return (
    <LessonTypeModalContext.Provider value={chooser}>
      {children}
      <LessonTypeModal />
    </LessonTypeModalContext.Provider>
  )
}

function useChooser() {
  const chooser = useContext(LessonTypeModalContext)
  if (!chooser) throw new Error('a booking button needs the <LessonTypeModalProvider> above it')
  return chooser
}

/** The red 'Book an Intro Lesson' button (or another label) that opens the chooser. */
export function BookLessonButton({ label = BOOK_INTRO_LESSON }: { label?: string }) {
  const actor = useChooser()
  return (
    <PrimaryButton
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={() => actor.send({ type: 'modal.open' })}
    >
      {label}
    </PrimaryButton>
  )
}

function LessonTypeModal() {
  const actor = useChooser()
  const open = useChartSelector(actor, selectChooserOpen, CHOOSER_OPEN_BEFORE)
  // The overlay coordinator knows the chooser shows, so no timed popup opens over it.
  const slot = useOverlaySlot('lessonType')
  useEffect(() => {
    if (!open) return
    slot.open()
    return () => slot.release()
  }, [open, slot])
  // Not flow state: whether the dialog's code has been wanted yet. Until the first open nothing
  // loads; after it the Modal stays rendered and `open` plays its entering and leaving movement.
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  if (!open && !wanted) return null
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        title={LESSON_TYPE_MODAL_TITLE}
        onClose={() => actor.send({ type: 'modal.close' })}
      >
        <Choices>
          <Choice
            to="/lessons/kids"
            onClick={() => actor.send({ type: 'lesson.choose', lessonType: 'kids' })}
          >
            {LESSONS_FOR_KIDS}
          </Choice>
          <Choice
            to="/lessons/adults"
            onClick={() => actor.send({ type: 'lesson.choose', lessonType: 'adults' })}
          >
            {LESSONS_FOR_ADULTS}
          </Choice>
        </Choices>
      </Modal>
    </Suspense>
  )
}

const Choices = styled.div`
  display: grid;
  gap: ${space[3]};
`

const Choice = styled(Link)`
  display: block;
  padding: ${space[4]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.card};
  color: ${colors.navy};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceAlt};
  }
`
