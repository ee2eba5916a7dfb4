import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { ArticleCard, Badge, CardGrid } from '../../components/article-card'
import { OutlineButton, PrimaryButton } from '../../components/button'
import { PageShell, Content } from '../../components/page-shell'
import { colors } from '../../components/theme'
import { useHydrated } from '../../components/use-hydrated'
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration'
import { ARTICLES, VIDEO_LESSONS } from '../../content/articles'
import { PAGES } from '../../content/pages'
import {
  ARTICLE_CATEGORIES,
  filterArticles,
  parseArticleFilter,
  type ArticleCategoryFilter,
} from '../../domain/article-search'
import { ArticlesModal } from '../../features/overlays/articles-modal'
import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
import { articlesModalForm } from '../-overlay-forms'
import { pageHead } from '../-page-head'

/** The filter lives in the URL (`?q=pawn&category=Endgames`), so a filtered list can be shared. */
interface ArticlesSearch {
  q?: string
  category?: ArticleCategoryFilter
}

export const Route = createFileRoute('/articles/')({
  head: () => pageHead('/articles'),
  validateSearch: (search: Record<string, unknown>): ArticlesSearch => {
    const { q, category } = parseArticleFilter(search)
    return { ...(q ? { q } : {}), ...(category !== 'All' ? { category } : {}) }
  },
  component: ArticlesPage,
})

const EMPTY_STATE = 'No articles found matching your search.'

function ArticlesPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/articles/' })
  // The prerender has no search params: render the full list until hydrated, then the URL's filter.
  const hydrated = useHydrated()
  const q = hydrated ? (search.q ?? '') : ''
  const category = hydrated ? (search.category ?? 'All') : 'All'
  const shown = filterArticles(ARTICLES, { q, category })
  const setFilter = (next: { q?: string; category?: ArticleCategoryFilter }) =>
    void navigate({
      search: (prev) => {
        const merged = { ...prev, ...next }
        return {
          ...(merged.q ? { q: merged.q } : {}),
          ...(merged.category && merged.category !== 'All' ? { category: merged.category } : {}),
        }
      },
      replace: true,
      resetScroll: false,
    })
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(q, (value) => setFilter({ q: value }))

  return (
    <>
      <PageShell
        heading={PAGES['/articles'].heading}
        intro="Practical lessons from our titled masters: openings, strategy, endgames, tactics and how to train."
      />
      <Content>
        {/* Without JavaScript (or before hydration) this is a plain GET form to the same page. */}
        <Filters
          role="search"
          aria-label="Search articles"
          method="get"
          action="/articles"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="article-search">Search articles</label>
          <SearchInput
            ref={searchBox}
            id="article-search"
            type="search"
            name="q"
            placeholder="Search by title or topic"
            maxLength={100}
            value={q}
            onChange={(event) => setFilter({ q: event.target.value })}
          />
          <Categories role="group" aria-label="Category">
            {ARTICLE_CATEGORIES.map((name) => (
              <CategoryButton
                key={name}
                type="submit"
                name="category"
                value={name}
                aria-pressed={category === name}
                onClick={(event) => {
                  event.preventDefault()
                  setFilter({ category: name })
                }}
              >
                {name}
              </CategoryButton>
            ))}
          </Categories>
        </Filters>
        <p role="status" aria-live="polite">
          {shown.length === 0
            ? EMPTY_STATE
            : `${shown.length} ${shown.length === 1 ? 'article' : 'articles'}`}
        </p>
        <CardGrid>
          {shown.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={2} />
          ))}
        </CardGrid>

        <section aria-labelledby="videos-heading">
          <h2 id="videos-heading">Video Lessons</h2>
          <CardGrid>
            {VIDEO_LESSONS.map((video) => (
              <VideoCard key={video.id} aria-labelledby={`video-${video.id}`}>
                <Thumb aria-hidden="true">
                  <span>▶</span>
                  <Duration>{video.duration}</Duration>
                </Thumb>
                <Badge>{video.category}</Badge>
                <h3 id={`video-${video.id}`}>{video.title}</h3>
                <p>{video.description}</p>
                <p>
                  Duration: <span>{video.duration}</span>
                </p>
              </VideoCard>
            ))}
          </CardGrid>
        </section>
      </Content>
      <NewsletterBlock source="articles_newsletter" />
      <Cta aria-labelledby="discovery-heading">
        <h2 id="discovery-heading">Learn Faster with a Titled Master</h2>
        <p>Articles take you far; a coach who knows your games takes you further.</p>
        <PrimaryButton as={Link} to="/">
          Book Your FREE Discovery Session
        </PrimaryButton>
      </Cta>
      <ArticlesModal form={articlesModalForm} />
    </>
  )
}

const Filters = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
`

const SearchInput = styled.input`
  min-height: 44px;
  max-width: 520px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.muted};
  border-radius: 8px;
  font: inherit;
`

const Categories = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const CategoryButton = styled(OutlineButton)`
  padding: 0 1rem;
  border-radius: 999px;
  &[aria-pressed='true'] {
    background: ${colors.navy};
    color: #fff;
  }
`

const VideoCard = styled.article`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 0.5rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Thumb = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: 8px;
  background: ${colors.navy};
  color: #fff;
  font-size: 2rem;
`

const Duration = styled.span`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.75);
  font-size: 0.8rem;
`

const Cta = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  max-width: 900px;
  margin: 2rem auto 3rem;
  padding: 2rem 1rem;
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`
