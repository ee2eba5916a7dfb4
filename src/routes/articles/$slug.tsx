import { createFileRoute, notFound } from '@tanstack/react-router'
import { articleLd, ArticlePage, findArticle, loadArticleBody } from '../../pages/article-page'
import { pageHead } from '../../pages/page-head'

/**
 * The five articles (/articles/chess-blunders, ...): one route, the article named by the URL. Any
 * other slug is the site's 404 page, as any unknown URL. Each article's body is a chunk of its own,
 * loaded with the page (the build lists it with the page's chunks, scripts/preload-startup-chunks.ts).
 */
export const Route = createFileRoute('/articles/$slug')({
  loader: async ({ params }) => {
    const article = findArticle(params.slug)
    if (!article) throw notFound()
    const body = await loadArticleBody(article.id)
    return { head: pageHead(article.path, [articleLd(article.path)]), id: article.id, body }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ArticleRoute,
})

function ArticleRoute() {
  const { id, body } = Route.useLoaderData()
  return <ArticlePage id={id} body={body} />
}
