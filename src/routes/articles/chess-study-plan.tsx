import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-study-plan'
import { ArticlePage, articleLd } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-study-plan')({
  loader: () => pageHead('/articles/chess-study-plan', [articleLd('/articles/chess-study-plan')]),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ArticlePage id="chess-study-plan" body={body} />,
})
