import { ArticleBodyView } from '../features/articles/article-body-view'
import { ArticleLayout } from '../features/articles/article-layout'
import type { ArticleBody } from '../content/article-body'
import { ARTICLES } from '../content/articles'
import type { PagePath } from '../content/pages'
import { SITE_URL } from '../content/site'
import { article } from '../domain/structured-data'
import { ShareButtons } from '../features/share/share-buttons'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { SITE } from './-page-head'

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
