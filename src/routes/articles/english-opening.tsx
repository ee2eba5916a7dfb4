import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/english-opening')({
  head: () => pageHead('/articles/english-opening'),
  component: ArticlesEnglishOpeningPage,
})

function ArticlesEnglishOpeningPage() {
  return (
    <>
      <PageShell heading={PAGES['/articles/english-opening'].heading} />
      <NewsletterBlock source="blog_article" />
    </>
  )
}
