import { createFileRoute, Link } from '@tanstack/react-router'
import { Badge, CardGrid } from '../features/articles/article-card'
import { Content, PageShell } from '../ui/page-shell'
import { VisuallyHidden } from '../ui/visually-hidden'
import { PAGE_INTROS, PAGES } from '../content/pages'
import { NEW_TAB_NOTE } from '../content/site'
import { RESOURCE_CARDS, RESOURCE_TILES } from '../content/resources'
import { pageHead } from '../pages/page-head'
import { Card, Action, Tiles, Tile } from '../pages/resources-page-styles'

export const Route = createFileRoute('/resources')({
  loader: () => pageHead('/resources'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <>
      <PageShell heading={PAGES['/resources'].heading} intro={PAGE_INTROS['/resources']} />
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
                  <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>
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
