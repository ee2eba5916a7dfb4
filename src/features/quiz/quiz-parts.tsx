import styled from 'styled-components'
import { space } from '../../ui/theme'

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
    margin: ${space[4]} 0 0.4rem;
  }
  ul,
  p {
    margin: 0;
  }
`
