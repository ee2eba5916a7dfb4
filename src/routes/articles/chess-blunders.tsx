import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-blunders'
import { ArticlePage } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-blunders')({
  head: () => pageHead('/articles/chess-blunders'),
  component: () => <ArticlePage id="chess-blunders" body={body} />,
})
