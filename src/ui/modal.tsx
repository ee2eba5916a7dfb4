import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createFocusTrap } from 'focus-trap'
import { AnimatePresence, m, useIsPresent } from 'framer-motion'
import styled, { keyframes } from 'styled-components'
import { MOTION, MotionRoot } from './motion'
import { RoundIconButton } from './round-icon-button'
import { colors, radius, space } from './theme'

interface ModalProps {
  /** Visible title; also the dialog's accessible name. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Accessible name of the close (x) button. */
  closeLabel?: string
  /**
   * Whether the dialog shows. An owner that keeps the Modal rendered and turns this off gets the
   * dialog's leaving movement; one that unmounts it gets only the entering one.
   */
  open?: boolean
}

/**
 * A modal dialog: role="dialog", aria-modal, labelled by its title, focus trapped inside while open
 * and given back to the element that opened it, Escape and the close button close it.
 * It comes in with a short rise (CSS), fully opaque from its first frame (a paused clock or a contrast
 * check never finds it half transparent), and leaves with a fade (transform and opacity only). It is
 * usable from its first frame: the role, the name, the focus trap and the buttons are there before
 * the movement starts, and while it leaves it is already no dialog (no role, inert, hidden from
 * assistive technology, clicks pass through), so nothing waits for an animation.
 */
export function Modal({ open = true, ...panel }: ModalProps) {
  return createPortal(
    <MotionRoot>
      <AnimatePresence>{open && <ModalPanel key="dialog" {...panel} />}</AnimatePresence>
    </MotionRoot>,
    document.body,
  )
}

function ModalPanel({ title, onClose, children, closeLabel = 'Close' }: Omit<ModalProps, 'open'>) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const present = useIsPresent()

  useEffect(() => {
    const node = dialogRef.current
    if (!node || !present) return
    const trap = createFocusTrap(node, {
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      fallbackFocus: node,
      tabbableOptions: { displayCheck: 'none' },
    })
    trap.activate()
    return () => {
      trap.deactivate()
    }
  }, [present])

  return (
    <Backdrop
      initial={false}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: present ? MOTION.enter : MOTION.leave }}
      inert={!present}
      aria-hidden={present ? undefined : true}
      data-leaving={present ? undefined : ''}
      onClick={(event) => present && event.target === event.currentTarget && onClose()}
    >
      <Dialog
        ref={dialogRef}
        role={present ? 'dialog' : undefined}
        aria-modal={present ? 'true' : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        initial={false}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        exit={{ opacity: 0, y: 8, scale: 0.98 }}
        transition={{ duration: present ? MOTION.enter : MOTION.leave, ease: MOTION.ease }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <RoundIconButton type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </RoundIconButton>
        </Header>
        {children}
      </Dialog>
    </Backdrop>
  )
}

const Backdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${space[4]};
  /* Dark enough that the page recedes and the dialog holds the eye. */
  background: rgba(15, 23, 42, 0.75);
  &[data-leaving] {
    pointer-events: none;
  }
`

/*
 * The rise in is a CSS animation: it runs on the compositor whatever a test's clock does, and a
 * screenshot or a visitor who prefers reduced motion sees the dialog in place at once. The fade out
 * is framer-motion's (AnimatePresence keeps the panel until it has left).
 */
const rise = keyframes`
  from {
    transform: translateY(16px);
  }
`
const Dialog = styled(m.div)`
  animation: ${rise} 0.2s cubic-bezier(0.22, 1, 0.36, 1);
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  width: min(100%, 440px);
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  box-shadow: 0 20px 40px rgba(0, 0, 0, 0.25);
  &:focus {
    outline: none;
  }
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  margin-bottom: ${space[4]};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`
