import { useId } from 'react'
import styled from 'styled-components'
import { changedSquares, parseFen, type Orientation } from '../domain/fen'
import { moveLabels } from '../domain/move-line'
import { Board, DIAGRAM_PX, Figure } from './chess-diagram'
import { colors, space, TAP_TARGET_PX } from './theme'
import { OutlineButton } from './button'
import { useMoveStepper } from './use-move-stepper'

export interface MoveStepperProps {
  /**
   * The positions of the line, computed at build time: `fens[0]` before any move, `fens[i]` after
   * `i` moves (for an article's `moves` block: `articleLineFens(block)`).
   */
  fens: readonly string[]
  /** The moves in SAN; one fewer than `fens`. */
  sans: readonly string[]
  /** What the line shows. Under the board, and the board's accessible name. */
  caption: string
  /** Which side is at the bottom (default white). */
  orientation?: Orientation
  /** Widest the board gets, in CSS pixels (default DIAGRAM_PX). */
  size?: number
}

/**
 * A short line of moves on one board, with Previous and Next and a live line naming the move as the
 * captions do ("2.Nf3", "4...Nf6", numbered from the line's first position). The
 * position index lives in machines/move-stepper; the squares the last move touched are ringed.
 * The prerendered HTML shows the starting position; a tap on Next before hydration is replayed.
 */
export function MoveStepper({
  fens,
  sans,
  caption,
  orientation,
  size = DIAGRAM_PX,
}: MoveStepperProps) {
  if (fens.length !== sans.length + 1)
    throw new Error(`MoveStepper "${caption}": ${sans.length} moves need ${sans.length + 1} FENs`)
  const { ply, atStart, atEnd, previous, next, step } = useMoveStepper(sans)
  const captionId = useId()

  const fen = fens[ply]!
  const text = ply === 0 ? 'Starting position' : moveLabels(fens[0]!, sans)[ply - 1]
  return (
    <Figure style={{ maxWidth: size }}>
      <Board
        fen={fen}
        orientation={orientation}
        highlights={ply > 0 ? changedSquares(parseFen(fens[ply - 1]!), parseFen(fen)) : []}
        labelledBy={captionId}
      />
      <Controls>
        <StepButton
          ref={previous}
          type="button"
          disabled={atStart}
          onClick={() => step('stepper.previous')}
        >
          Previous
        </StepButton>
        <p aria-live="polite">{text}</p>
        <StepButton ref={next} type="button" disabled={atEnd} onClick={() => step('stepper.next')}>
          Next
        </StepButton>
      </Controls>
      <figcaption id={captionId}>{caption}</figcaption>
    </Figure>
  )
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[2]};
  p {
    flex: 1;
    margin: 0;
    text-align: center;
    font-weight: 600;
  }
`

const StepButton = styled(OutlineButton)`
  min-width: ${TAP_TARGET_PX}px;
  &:disabled {
    border-color: ${colors.border};
    color: ${colors.muted};
    cursor: default;
  }
`
