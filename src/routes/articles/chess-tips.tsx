import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/chess-tips')({
  head: () => pageHead('/articles/chess-tips'),
  component: ArticlesChessTipsPage,
})

function ArticlesChessTipsPage() {
  return (
    <>
      <PageShell heading={PAGES['/articles/chess-tips'].heading} />
      <NewsletterBlock source="blog_article" />
    </>
  )
}
