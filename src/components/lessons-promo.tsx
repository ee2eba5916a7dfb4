import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors } from './theme'

/** The lessons banner under quiz and tool results. */
export function LessonsPromo({
  heading = 'Improve Faster with a Titled Master',
  text = 'Private 1-on-1 online lessons for kids and adults, from $30 per session. Start with a 20-minute intro session.',
}: {
  heading?: string
  text?: string
}) {
  return (
    <Banner aria-label="Private lessons">
      <h2>{heading}</h2>
      <p>{text}</p>
      <Links>
        <Link to="/lessons/kids">Lessons for Kids</Link>
        <Link to="/lessons/adults">Lessons for Adults</Link>
      </Links>
    </Banner>
  )
}

const Banner = styled.section`
  display: grid;
  gap: 0.75rem;
  margin: 2rem auto;
  max-width: 900px;
  padding: 1.75rem;
  border-radius: 12px;
  background: ${colors.navy};
  color: #fff;
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
  gap: 0.75rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border-radius: 8px;
    background: ${colors.red};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`
