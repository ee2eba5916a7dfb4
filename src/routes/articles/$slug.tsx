import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-blunders'
import { ArticlePage, articleLd } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-blunders')({
  loader: () => pageHead('/articles/chess-blunders', [articleLd('/articles/chess-blunders')]),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ArticlePage id="chess-blunders" body={body} />,
})
