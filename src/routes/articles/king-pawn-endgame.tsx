import { createFileRoute } from '@tanstack/react-router'
import { body } from '../../content/articles/king-pawn-endgame'
import { ArticlePage } from '../-article-page'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/king-pawn-endgame')({
  head: () => pageHead('/articles/king-pawn-endgame'),
  component: () => <ArticlePage id="king-pawn-endgame" body={body} />,
})
