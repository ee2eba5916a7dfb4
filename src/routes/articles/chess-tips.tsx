import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-tips'
import { ArticlePage, articleLd } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-tips')({
  loader: () => pageHead('/articles/chess-tips', [articleLd('/articles/chess-tips')]),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ArticlePage id="chess-tips" body={body} />,
})
