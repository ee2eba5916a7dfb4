import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/')({
  head: () => pageHead('/articles'),
  component: ArticlesPage,
})

function ArticlesPage() {
  return (
    <>
      <PageShell heading={PAGES['/articles'].heading} />
      <NewsletterBlock source="articles_newsletter" />
    </>
  )
}
