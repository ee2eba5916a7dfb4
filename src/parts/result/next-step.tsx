import { LinkButton } from '../../ui/sections'
import styled from 'styled-components'
import { colors, radius, space } from '../../ui/theme'

/**
 * The result's next step: one sentence and the two lesson pages (kids, adults), or only the one that
 * matches what the visitor told us (`match`).
 */
export function NextStep({
  heading = 'Your Next Step',
  text = 'Book a 20-minute intro session with a titled master and get a plan built on this result.',
  match,
}: {
  heading?: string
  text?: string
  match?: 'kids' | 'adults'
}) {
  return (
    <Next aria-label={heading}>
      <h3>{heading}</h3>
      <p>{text}</p>
      <NextLinks>
        {match !== 'adults' && <LinkButton to="/lessons/kids">Intro Session for Kids</LinkButton>}
        {match !== 'kids' && (
          <LinkButton to="/lessons/adults" $variant={match ? undefined : 'outline'}>
            Intro Session for Adults
          </LinkButton>
        )}
      </NextLinks>
    </Next>
  )
}

const Next = styled.section`
  margin-top: ${space[5]};
  padding: ${space[5]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  h3 {
    margin: 0 0 ${space[2]};
  }
  p {
    margin: 0 0 ${space[4]};
  }
`

const NextLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`
