import { ArticleBodyView } from '../features/articles/article-body-view'
import { ArticleLayout } from '../features/articles/article-layout'
import type { ArticleBody } from '../content/article-body'
import { ARTICLES, type ArticleMeta } from '../content/articles'
import { PAGES, type PagePath } from '../content/pages'
import { SITE_URL } from '../content/site'
import { article } from '../domain/structured-data'
import { ShareButtons } from '../features/share/share-buttons'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { SITE } from './page-head'

/** One article page: the shared layout with this article's body, share buttons and lead form. */
export function ArticlePage({ id, body }: { id: string; body: ArticleBody }) {
  const meta = ARTICLES.find((a) => a.id === id)
  if (!meta) throw new Error(`Unknown article ${id}`)
  return (
    <ArticleLayout
      meta={meta}
      share={
        <ShareButtons
          url={`${SITE_URL.replace(/\/$/, '')}${meta.path}`}
          title={meta.title}
          heading="Share this article"
        />
      }
      lead={
        <NewsletterBlock
          source="blog_article"
          heading="Get a New Article Every Week"
          text="Practical lessons from our titled masters, straight to your inbox."
        />
      }
    >
      <ArticleBodyView body={body} />
    </ArticleLayout>
  )
}

/** An article's structured data (JSON-LD), for its head. */
export function articleLd(path: PagePath): object {
  const meta = ARTICLES.find((a) => a.path === path)
  if (!meta) throw new Error(`Unknown article ${path}`)
  return article(SITE, meta)
}

/** The article at /articles/<slug>, with its page's path; undefined for any other slug. */
export function findArticle(slug: string): (ArticleMeta & { path: PagePath }) | undefined {
  const meta = ARTICLES.find((a) => a.path === `/articles/${slug}`)
  return meta && meta.path in PAGES ? { ...meta, path: meta.path as PagePath } : undefined
}

/** Each article's body in a chunk of its own (src/content/articles/<id>.ts): a page loads its own only. */
const BODIES = import.meta.glob<ArticleBody>('../content/articles/*.ts', { import: 'body' })

export function loadArticleBody(id: string): Promise<ArticleBody> {
  const load = BODIES[`../content/articles/${id}.ts`]
  if (!load) throw new Error(`No body for article ${id}`)
  return load()
}
