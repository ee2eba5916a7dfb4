import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/english-opening'
import { ArticlePage, articleLd } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/english-opening')({
  loader: () => pageHead('/articles/english-opening', [articleLd('/articles/english-opening')]),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ArticlePage id="english-opening" body={body} />,
})
