import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/chess-tips'
import { ArticlePage } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-tips')({
  head: () => pageHead('/articles/chess-tips'),
  component: () => <ArticlePage id="chess-tips" body={body} />,
})
