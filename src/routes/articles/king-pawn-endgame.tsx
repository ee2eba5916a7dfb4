import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/king-pawn-endgame'
import { ArticlePage, articleLd } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/king-pawn-endgame')({
  loader: () => pageHead('/articles/king-pawn-endgame', [articleLd('/articles/king-pawn-endgame')]),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ArticlePage id="king-pawn-endgame" body={body} />,
})
