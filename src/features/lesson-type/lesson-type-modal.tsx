import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { useOverlaySlot } from '../../ui/use-overlay-slot'
import { colors, radius, space } from '../../ui/theme'
import {
  BOOK_INTRO_LESSON,
  LESSON_TYPE_MODAL_TITLE,
  LESSONS_FOR_ADULTS,
  LESSONS_FOR_KIDS,
} from '../../content/site'
import {
  LessonTypeModalContext,
  useLessonTypeChooser,
  useLessonTypeModal,
  useOpenLessonTypeModal,
} from './use-lesson-type-modal'

/**
 * The dialog (and focus-trap with it) loads when it is first wanted, not with the page: hovering or
 * focusing a booking button starts the download, and the dialog renders once it has arrived.
 */
const loadModal = () => import('../../ui/modal')
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))
const preloadModal = () => void loadModal()

export function LessonTypeModalProvider({ children }: { children: ReactNode }) {
  const chooser = useLessonTypeChooser()
  return (
    <LessonTypeModalContext.Provider value={chooser}>
      {children}
      <LessonTypeModal />
    </LessonTypeModalContext.Provider>
  )
}

/** The red 'Book an Intro Lesson' button (or another label) that opens the chooser. */
export function BookLessonButton({ label = BOOK_INTRO_LESSON }: { label?: string }) {
  const openChooser = useOpenLessonTypeModal()
  return (
    <PrimaryButton
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={openChooser}
    >
      {label}
    </PrimaryButton>
  )
}

function LessonTypeModal() {
  const { open, close, choose } = useLessonTypeModal()
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
      <Modal open={open} title={LESSON_TYPE_MODAL_TITLE} onClose={close}>
        <Choices>
          <Choice to="/lessons/kids" onClick={() => choose('kids')}>
            {LESSONS_FOR_KIDS}
          </Choice>
          <Choice to="/lessons/adults" onClick={() => choose('adults')}>
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
