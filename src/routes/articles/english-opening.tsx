import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/english-opening'
import { ArticlePage } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/english-opening')({
  head: () => pageHead('/articles/english-opening'),
  component: () => <ArticlePage id="english-opening" body={body} />,
})
