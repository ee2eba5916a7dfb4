import styled from 'styled-components'
import { optionLetter } from '../../domain/quiz'
import { colors, radius, roles, space, TAP_TARGET_LARGE_PX } from '../../ui/theme'

/**
 * A question's options as buttons, lettered A-D. Shared by every quiz.
 *
 * The buttons are `type="button"`, so a tap made before hydration is queued and replayed once the
 * page is live. Once `locked`, the buttons say so (`aria-disabled`) but stay focusable; the quiz's
 * chart ignores further answers. With `correct` given, the correct option and a wrong choice are
 * marked in words as well as colour.
 */
export function QuizOptionList({
  options,
  chosen,
  locked,
  correct,
  onChoose,
  label,
}: {
  options: readonly string[]
  /** The option chosen, or null. */
  chosen: number | null
  locked: boolean
  /** Index of the correct option, to mark it (feedback); omit to show no correctness. */
  correct?: number
  onChoose: (index: number) => void
  /** Accessible name of the group (the question). */
  label: string
}) {
  return (
    <div role="group" aria-label={label}>
      <List>
        {options.map((option, i) => {
          const mark =
            correct === undefined ? null : i === correct ? 'correct' : i === chosen ? 'wrong' : null
          return (
            <li key={i}>
              <Option
                type="button"
                aria-pressed={chosen === i}
                aria-disabled={locked || undefined}
                data-mark={mark ?? undefined}
                onClick={() => onChoose(i)}
              >
                <Letter aria-hidden="true">{optionLetter(i)}</Letter>
                <span>
                  {option}
                  {mark === 'correct' && <Note> (correct answer)</Note>}
                  {mark === 'wrong' && <Note> (your answer)</Note>}
                </span>
              </Option>
            </li>
          )
        })}
      </List>
    </div>
  )
}

const List = styled.ul`
  display: grid;
  gap: ${space.tight};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  width: 100%;
  min-height: ${TAP_TARGET_LARGE_PX}px;
  padding: ${space.tight} 0.9rem;
  border: 2px solid ${colors.border};
  border-radius: ${radius.card};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    border-color: ${colors.navy};
  }
  &[aria-pressed='true'] {
    border-color: ${colors.navy};
    background: ${colors.surfaceAlt};
  }
  &[aria-disabled='true'] {
    cursor: default;
  }
  &[data-mark='correct'] {
    border-color: ${roles.success};
    background: #f0fdf4;
  }
  &[data-mark='wrong'] {
    border-color: ${colors.red};
    background: #fef2f2;
  }
`

const Letter = styled.span`
  display: inline-grid;
  place-items: center;
  flex: 0 0 2rem;
  height: ${space[6]};
  border-radius: 50%;
  background: ${colors.navy};
  color: ${roles.onDark};
  font-weight: 700;
`

const Note = styled.span`
  font-weight: 600;
`
