import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/chess-blunders')({
  head: () => pageHead('/articles/chess-blunders'),
  component: ArticlesChessBlundersPage,
})

function ArticlesChessBlundersPage() {
  return (
    <>
      <PageShell heading={PAGES['/articles/chess-blunders'].heading} />
      <NewsletterBlock source="blog_article" />
    </>
  )
}
