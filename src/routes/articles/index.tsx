import { memo, useDeferredValue } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArticleCard, Badge, CardGrid } from '../../features/articles/article-card'
import { PrimaryButton } from '../../ui/button'
import { FilterBar } from '../../ui/filter-bar'
import { PageShell, Content } from '../../ui/page-shell'
import { useUrlFilters } from '../../ui/use-url-filters'
import { ARTICLES, ARTICLES_PAGE, VIDEO_LESSONS } from '../../content/articles'
import { PAGE_INTROS, PAGES } from '../../content/pages'
import {
  ARTICLE_CATEGORIES,
  filterArticles,
  parseArticleFilter,
  type ArticleCategoryFilter,
  type ArticleFilter,
} from '../../domain/article-search'
import { ArticlesModal } from '../../features/overlays/articles-modal'
import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
import { articlesModalForm } from '../../pages/overlay-forms'
import { pageHead } from '../../pages/page-head'
import { VideoCard, Thumb, Duration, Cta } from '../../pages/articles-page-styles'

/** The filter lives in the URL (`?q=pawn&category=Endgames`), so a filtered list can be shared. */
type ArticlesSearch = {
  q?: string
  category?: ArticleCategoryFilter
}

/** The search params of a filter: no filter is no params. */
function articlesSearch({ q, category }: ArticleFilter): ArticlesSearch {
  return { ...(q ? { q } : {}), ...(category !== 'All' ? { category } : {}) }
}

function validateArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  return articlesSearch(parseArticleFilter(search))
}

export const Route = createFileRoute('/articles/')({
  loader: () => pageHead('/articles'),
  head: ({ loaderData }) => loaderData ?? {},
  validateSearch: validateArticlesSearch,
  component: ArticlesPage,
})

function ArticlesPage() {
  const { filter, set } = useUrlFilters({
    path: '/articles',
    search: Route.useSearch(),
    validate: validateArticlesSearch,
    fromSearch: parseArticleFilter,
    toSearch: articlesSearch,
  })
  // The chips and the search box show the new filter at once; the list follows in a render of its
  // own, after that paint (as on /train: a chip's tap stays quick on a slow phone).
  const listFilter = useDeferredValue(filter)

  return (
    <>
      <PageShell heading={PAGES['/articles'].heading} intro={PAGE_INTROS['/articles']} />
      <Content>
        {/* Without JavaScript (or before hydration) this is a plain GET form to the same page. */}
        <FilterBar
          label={ARTICLES_PAGE.searchLabel}
          placeholder={ARTICLES_PAGE.searchPlaceholder}
          maxLength={100}
          query={filter.q}
          onQuery={(q) => set({ q })}
          categories={ARTICLE_CATEGORIES}
          category={filter.category}
          onCategory={(category) => set({ category })}
          action="/articles"
          inputId="article-search"
        />
        <ArticleList filter={listFilter} />

        <section aria-labelledby="videos-heading">
          <h2 id="videos-heading">{ARTICLES_PAGE.videosHeading}</h2>
          <CardGrid>
            {VIDEO_LESSONS.map((video) => (
              <VideoCard key={video.id} aria-labelledby={`video-${video.id}`}>
                {/* A sample card, no player (spec): the brand's knight, not a play mark. */}
                <Thumb aria-hidden="true">
                  <span>♞</span>
                  <Duration>{video.duration}</Duration>
                </Thumb>
                <Badge>{video.category}</Badge>
                <h3 id={`video-${video.id}`}>{video.title}</h3>
                <p>{video.description}</p>
                <p>
                  {ARTICLES_PAGE.duration}
                  <span>{video.duration}</span>
                </p>
              </VideoCard>
            ))}
          </CardGrid>
        </section>
      </Content>
      <NewsletterBlock source="articles_newsletter" />
      <Cta aria-labelledby="discovery-heading">
        <h2 id="discovery-heading">{ARTICLES_PAGE.cta.heading}</h2>
        <p>{ARTICLES_PAGE.cta.text}</p>
        <PrimaryButton as={Link} to="/">
          {ARTICLES_PAGE.cta.button}
        </PrimaryButton>
      </Cta>
      <ArticlesModal form={articlesModalForm} />
    </>
  )
}

/** The count and the cards of a filter; rendered again only when the (deferred) filter changes. */
const ArticleList = memo(function ArticleList({ filter }: { filter: ArticleFilter }) {
  const shown = filterArticles(ARTICLES, filter)
  return (
    <>
      <p role="status" aria-live="polite">
        {shown.length === 0 ? ARTICLES_PAGE.emptyState : ARTICLES_PAGE.count(shown.length)}
      </p>
      <CardGrid>
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} headingLevel={2} />
        ))}
      </CardGrid>
    </>
  )
})
