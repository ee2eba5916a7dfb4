import { Children, useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { CardColumns } from '../../ui/card-grid'
import type { ArticleMeta } from '../../content/articles'
import { colors, fontSize, radius, roles, space } from '../../ui/theme'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { formatArticleDate } from '../../domain/dates'

/** An article card (spec §2 /articles): category, read time, title, excerpt, author, date, Read More. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleMeta
  headingLevel?: 2 | 3
}) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <Card>
      <Meta>
        <Badge>{article.category}</Badge>
        <span>{article.readTime}</span>
      </Meta>
      <Heading id={titleId}>
        <Link to={article.path}>{article.title}</Link>
      </Heading>
      <p>{article.excerpt}</p>
      <Byline>
        {article.author} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </Byline>
      <ReadMore to={article.path}>
        Read More<VisuallyHidden>: {article.title}</VisuallyHidden>
      </ReadMore>
    </Card>
  )
}

/** Article and video cards, in columns that leave no card alone on a row (src/ui/card-grid.tsx). */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <CardColumns count={Children.count(children)} minPx={280}>
      <Grid>{children}</Grid>
    </CardColumns>
  )
}

const Grid = styled.div`
  display: grid;
  gap: ${space.card};
`

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${space.tight};
  padding: ${space.card};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize.title};
  }
  h2 a,
  h3 a {
    text-decoration: none;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${colors.muted};
  font-size: ${fontSize.small};
`

export const Badge = styled.span`
  padding: 0.15rem ${space.tight};
  border-radius: ${radius.pill};
  background: ${colors.navy};
  color: ${roles.onDark};
  font-size: 0.8rem;
  font-weight: 600;
`

const Byline = styled.p`
  && {
    font-size: ${fontSize.small};
  }
`

const ReadMore = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${colors.red};
`
