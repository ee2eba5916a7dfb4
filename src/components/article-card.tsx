import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { ArticleMeta } from '../content/articles'
import { colors } from './theme'
import { VisuallyHidden } from './visually-hidden'
import { formatArticleDate } from '../domain/dates'

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

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1.25rem;
`

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: 0.6rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  h2,
  h3 {
    margin: 0;
    font-size: 1.2rem;
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
  font-size: 0.9rem;
`

export const Badge = styled.span`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${colors.navy};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`

const Byline = styled.p`
  && {
    font-size: 0.9rem;
  }
`

const ReadMore = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${colors.red};
`
