import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-study-plan'
import { ArticlePage } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-study-plan')({
  head: () => pageHead('/articles/chess-study-plan'),
  component: () => <ArticlePage id="chess-study-plan" body={body} />,
})
