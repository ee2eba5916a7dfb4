import styled from 'styled-components'
import { colors } from '../../components/theme'

/** A titled list on a result (strengths, areas to improve), with a line when it is empty. */
export function ResultList({
  heading,
  items,
  empty,
}: {
  heading: string
  items: readonly string[]
  empty: string
}) {
  return (
    <Block>
      <h3>{heading}</h3>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </Block>
  )
}

const Block = styled.div`
  h3 {
    margin: 1rem 0 0.4rem;
  }
  ul,
  p {
    margin: 0;
  }
`

/** The score line of a result: '7 / 10 (70%)'. */
export const Score = styled.p`
  margin: 0 0 0.5rem;
  font-size: 2.25rem;
  font-weight: 800;
  color: ${colors.navy};
  small {
    font-size: 1.1rem;
    color: ${colors.muted};
  }
`
