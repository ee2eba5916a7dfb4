import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/king-pawn-endgame')({
  head: () => pageHead('/articles/king-pawn-endgame'),
  component: ArticlesKingPawnEndgamePage,
})

function ArticlesKingPawnEndgamePage() {
  return (
    <>
      <PageShell heading={PAGES['/articles/king-pawn-endgame'].heading} />
      <NewsletterBlock source="blog_article" />
    </>
  )
}
