import { createFileRoute, Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { Badge, CardGrid } from '../features/articles/article-card'
import { Content, PageShell } from '../ui/page-shell'
import { colors, controlLabel, fontSize, radius, roles, space, TAP_TARGET_PX } from '../ui/theme'
import { VisuallyHidden } from '../ui/visually-hidden'
import { PAGES } from '../content/pages'
import { RESOURCE_CARDS, RESOURCE_TILES } from '../content/resources'
import { pageHead } from '../pages/page-head'

export const Route = createFileRoute('/resources')({
  loader: () => pageHead('/resources'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <>
      <PageShell
        heading={PAGES['/resources'].heading}
        intro="Free material our coaches recommend: a printable tactics cheat sheet, guides, and the best places to practise."
      />
      <Content>
        <CardGrid>
          {RESOURCE_CARDS.map((card) => (
            <Card key={card.id} aria-labelledby={`resource-${card.id}`}>
              <Badge>{card.kind}</Badge>
              <h2 id={`resource-${card.id}`}>{card.title}</h2>
              <p>{card.description}</p>
              {card.external ? (
                <Action href={card.href} target="_blank" rel="noopener noreferrer">
                  {card.action}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Action>
              ) : card.href.endsWith('.html') ? (
                <Action href={card.href}>{card.action}</Action>
              ) : (
                <Action as={Link} to={card.href}>
                  {card.action}
                </Action>
              )}
            </Card>
          ))}
        </CardGrid>
        <Tiles>
          {RESOURCE_TILES.map((tile) => (
            <Tile key={tile.id} to={tile.href}>
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
            </Tile>
          ))}
        </Tiles>
      </Content>
    </>
  )
}

/** A card of the grid: its button sits on the card's bottom line, level with its neighbours'. */
const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  h2 {
    margin: 0;
    font-size: ${fontSize.title};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  margin-top: auto;
  border-radius: ${radius.md};
  background: ${roles.action};
  color: ${roles.onAction};
  font-weight: 700;
  ${controlLabel}
`

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space[4]};
  margin-top: ${space[6]};
`

const Tile = styled(Link)`
  display: grid;
  gap: ${space[1]};
  padding: ${space.card};
  border-radius: ${radius.lg};
  background: ${colors.navy};
  color: ${roles.onDark};
  text-decoration: none;
  strong {
    font-size: ${fontSize.cardTitle};
  }
`
