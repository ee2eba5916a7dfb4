import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, COLUMN_PX, radius, roles, space, TAP_TARGET_PX } from '../ui/theme'

/**
 * The lessons banner under quiz and tool results. Its kids link is the filled call to action unless
 * `primary` is false: a result page has one, and where the result has its own next step (the
 * quizzes) that is the one and both links here are outlined.
 */
export function LessonsPromo({
  heading = 'Improve Faster with a Titled Master',
  text = 'Private 1-on-1 online lessons for kids and adults, from $30 per session. Start with a 20-minute intro session.',
  primary = true,
}: {
  heading?: string
  text?: string
  primary?: boolean
}) {
  return (
    <Banner aria-label="Private lessons">
      <h2>{heading}</h2>
      <p>{text}</p>
      <Links>
        <Link to="/lessons/kids" data-primary={primary ? '' : undefined}>
          Lessons for Kids
        </Link>
        <Link to="/lessons/adults">Lessons for Adults</Link>
      </Links>
    </Banner>
  )
}

const Banner = styled.section`
  display: grid;
  gap: ${space[3]};
  margin: ${space[6]} auto;
  max-width: ${COLUMN_PX.wide}px;
  padding: 1.75rem;
  border-radius: ${radius.lg};
  background: ${colors.navy};
  color: ${roles.onDark};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    padding: ${space[2]} ${space[4]};
    border: 2px solid currentColor;
    border-radius: ${radius.md};
    background: transparent;
    color: ${roles.onDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a[data-primary] {
    border-color: ${roles.action};
    background: ${roles.action};
  }
  a[data-primary]:hover {
    border-color: ${colors.redDark};
    background: ${colors.redDark};
  }
`
