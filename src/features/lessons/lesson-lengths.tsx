import styled from 'styled-components'
import { LESSON_LENGTHS, LESSON_PRICE_LINE } from '../../content/lesson-lengths'
import { colors, COLUMN_PX, fontSize, NARROW_PX, radius, roles, space } from '../../ui/theme'

/**
 * The lesson-length trio (30 / 45 / 60 minutes, 45 'Most popular', 60 'Standard') and one price
 * line, on home and both lesson pages (inside a section that gives it its heading).
 */
export function LessonLengths() {
  return (
    <Box>
      <Trio aria-label="Lesson lengths">
        {LESSON_LENGTHS.map(({ minutes, tag }) => (
          <li key={minutes} data-popular={tag === 'Most popular' || undefined}>
            <Minutes>
              {minutes} <small>minutes</small>
            </Minutes>
            {tag && <Tag>{tag}</Tag>}
          </li>
        ))}
      </Trio>
      <Price>
        Private 1-on-1 lessons <strong>{LESSON_PRICE_LINE}</strong>
      </Price>
    </Box>
  )
}

const Box = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.narrow}px;
  margin: 0 auto;
`

const Trio = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* The numbers share one baseline: each card starts at its top (a card without a tag is not
     centred lower than the others). */
  li {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: ${space[2]};
    min-height: 120px;
    padding: ${space[4]} ${space[2]};
    border: 2px solid ${colors.border};
    border-radius: ${radius.lg};
    background: ${colors.surface};
    text-align: center;
  }
  li[data-popular] {
    border-color: ${roles.action};
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.08);
  }
  /* Phones: three rows (length left, tag right), so the tags never squeeze or wrap. */
  @media (max-width: ${NARROW_PX.md}px) {
    grid-template-columns: minmax(0, 1fr);
    li {
      grid-auto-flow: column;
      justify-content: space-between;
      align-items: center;
      min-height: 64px;
      padding: ${space[3]} ${space[4]};
    }
    small {
      display: inline;
    }
  }
`

const Minutes = styled.p`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: 800;
  line-height: 1.1;
  color: ${colors.navy};
  small {
    display: block;
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${roles.textMuted};
  }
`

const Tag = styled.span`
  padding: 0.15rem ${space.tight};
  border-radius: ${radius.pill};
  background: ${colors.navy};
  color: ${roles.onDark};
  font-size: ${fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  li[data-popular] & {
    background: ${roles.action};
  }
`

const Price = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${fontSize.md};
  strong {
    color: ${colors.navy};
  }
`
