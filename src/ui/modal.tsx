import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createFocusTrap } from 'focus-trap'
import styled from 'styled-components'
import { RoundIconButton } from './round-icon-button'
import { colors, radius, space } from './theme'

interface ModalProps {
  /** Visible title; also the dialog's accessible name. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Accessible name of the close (x) button. */
  closeLabel?: string
}

/**
 * A modal dialog: role="dialog", aria-modal, labelled by its title, focus trapped inside while open
 * and given back to the element that opened it, Escape and the close button close it.
 * Render it only while the owning machine says it is open.
 */
export function Modal({ title, onClose, children, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = dialogRef.current
    if (!node) return
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
  }, [])

  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
    </Backdrop>,
    document.body,
  )
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${space[4]};
  background: rgba(17, 24, 39, 0.6);
`

const Dialog = styled.div`
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
