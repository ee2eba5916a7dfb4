import type { Ref } from 'react'
import styled from 'styled-components'
import { colors, COLUMN_PX, fontSize, radius, space } from '../../ui/theme'
import type { StyleDefinition } from '../../content/chess-styles'
import { StyleIcon } from './style-icon'

/**
 * A chess style's card: icon, title, description, the two famous players and the quote, in the
 * style's colours. The result of the quiz shows it under the page's h1 (`heading="h2"`); a style
 * page shows it as the page's h1.
 */
export function StyleProfile({
  style,
  heading = 'h2',
  headingId,
  headingRef,
}: {
  style: StyleDefinition
  heading?: 'h1' | 'h2'
  headingId: string
  /** The title takes focus when the host moves focus to it (the revealed result). */
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const Heading = heading
  const Sub = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Card
      aria-labelledby={headingId}
      style={{ '--accent': style.colors.accent, '--tint': style.colors.tint } as never}
    >
      <Icon>
        <StyleIcon id={style.id} />
      </Icon>
      <Title as={Heading} id={headingId} ref={headingRef} tabIndex={-1}>
        {style.title}
      </Title>
      <Description>{style.description}</Description>
      <SubTitle as={Sub}>Famous players with your style</SubTitle>
      <Players>
        {style.famousPlayers.map((player) => (
          <li key={player.name}>
            <strong>{player.name}</strong>
            <span>{player.why}</span>
          </li>
        ))}
      </Players>
      <Quote>
        <blockquote>
          <p>“{style.quote.text}”</p>
        </blockquote>
        <figcaption>— {style.quote.author}</figcaption>
      </Quote>
    </Card>
  )
}

const Card = styled.section`
  display: grid;
  gap: ${space[3]};
  max-width: ${COLUMN_PX.result}px;
  margin: 0 auto;
  padding: ${space[6]} ${space[5]};
  border-top: 6px solid var(--accent);
  border-radius: ${radius.lg};
  background: var(--tint);
  text-align: center;
`

const Title = styled.h2`
  margin: 0;
  color: var(--accent);
  font-size: clamp(1.8rem, 4vw, 2.5rem);
  &:focus {
    outline: none;
  }
`

const SubTitle = styled.h3`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.title};
  color: ${colors.ink};
`

/** The style's emblem: its emoji in a ring of the style's accent colour, on its tint. */
const Icon = styled.div`
  display: grid;
  place-items: center;
  justify-self: center;
  width: 112px;
  height: 112px;
  border: 5px solid var(--accent);
  border-radius: 50%;
  background: var(--tint);
  box-shadow: 0 0 0 6px var(--tint);
  color: var(--accent);
  svg {
    width: 3.5rem;
    height: 3.5rem;
  }
`

const Description = styled.p`
  margin: 0 auto;
  max-width: ${COLUMN_PX.narrow}px;
  font-size: 1.1rem;
  color: ${colors.ink};
`

const Players = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  li {
    display: grid;
    gap: ${space[1]};
    padding: ${space[4]};
    border-radius: ${radius.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  span {
    color: ${colors.muted};
  }
`

const Quote = styled.figure`
  margin: ${space[2]} auto 0;
  max-width: ${COLUMN_PX.narrow}px;
  blockquote {
    margin: 0;
    font-size: ${fontSize.cardTitle};
    font-style: italic;
    color: ${colors.ink};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: ${space[1]};
    color: ${colors.muted};
  }
`
