import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { ARTICLES, type ArticleMeta } from '../../content/articles'
import { Badge } from './article-card'
import { DIAGRAM_ESTIMATE_PX } from '../../ui/chess-diagram'
import { formatArticleDate } from '../../domain/dates'
import { colors, fontSize, radius, space } from '../../ui/theme'

/** The reading column of an article page (spec §2: 650 px). */
const READING_WIDTH_PX = 650

/**
 * The shared article page (spec §2 "Article pages"): back link to /articles, category badge,
 * title, author, date, read time, the body in a 650 px reading column, share buttons, the author
 * bio card, the lead block and 'More Chess Articles'. The share buttons and the lead form are
 * features, passed in by the route.
 */
export function ArticleLayout({
  meta,
  children,
  share,
  lead,
}: {
  meta: ArticleMeta
  children: ReactNode
  share: ReactNode
  lead: ReactNode
}) {
  const related = ARTICLES.filter((a) => a.id !== meta.id)
  return (
    <Column>
      <Back to="/articles">← Back to Articles</Back>
      <header>
        <Badge>{meta.category}</Badge>
        <h1>{meta.title}</h1>
        <Byline>
          By {meta.author} · <time dateTime={meta.date}>{formatArticleDate(meta.date)}</time> ·{' '}
          {meta.pageReadTime}
        </Byline>
      </header>
      <Body>{children}</Body>
      {share}
      <AuthorCard aria-labelledby="author-heading">
        <h2 id="author-heading">About the Author</h2>
        <p>
          <strong>{meta.author}</strong> is a Woman FIDE Master and our chief tutor. She founded the
          school, leads its team of titled masters, and has taught students from age 6 to 82, from
          their first game to tournament play.
        </p>
      </AuthorCard>
      {lead}
      <nav aria-labelledby="more-articles-heading">
        <h2 id="more-articles-heading">More Chess Articles</h2>
        <Related>
          {related.map((a) => (
            <li key={a.id}>
              <Link to={a.path}>{a.title}</Link> <span>({a.readTime})</span>
            </li>
          ))}
        </Related>
      </nav>
    </Column>
  )
}

const Column = styled.div`
  max-width: ${READING_WIDTH_PX}px;
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[7]};
  h1 {
    margin: ${space[3]} 0 ${space[2]};
    font-size: clamp(1.7rem, 4vw, 2.4rem);
  }
`

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${space[4]};
  font-weight: 600;
`

const Byline = styled.p`
  margin: 0 0 ${space[5]};
  color: ${colors.muted};
`

/**
 * Long-form reading: comfortable measure and rhythm.
 *
 * The article's diagrams are laid out and painted only as the reader comes near them
 * (`content-visibility: auto`): style, layout and paint of every board and its pieces
 * were about half of an article's rendering work until it was live. Until then each holds
 * DIAGRAM_ESTIMATE_PX of height (a board at its widest and a line of caption), then the height it
 * last had. The boards stay in the page for search in page and screen readers. Not used on the
 * landing pages' sections: a jump to `#book` or `/#faqs` is aimed with the estimates of the blocks
 * before it and lands off target once they are laid out (tests/e2e/lessons.spec.ts caught it); an
 * article has no link into itself.
 */
const Body = styled.div`
  figure {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${DIAGRAM_ESTIMATE_PX}px;
  }
  font-size: 1.075rem;
  line-height: 1.75;
  h2 {
    margin: 2.25rem 0 ${space[3]};
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: 1.75rem 0 ${space[2]};
    font-size: ${fontSize.title};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${space[4]};
  }
  li + li {
    margin-top: 0.35rem;
  }
`

const AuthorCard = styled.section`
  margin: ${space[6]} 0;
  padding: ${space.card};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.title};
  }
  p {
    margin: 0;
  }
`

const Related = styled.ul`
  padding-left: ${space.card};
  span {
    color: ${colors.muted};
  }
`
