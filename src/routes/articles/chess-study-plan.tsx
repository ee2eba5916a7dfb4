import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/articles/chess-study-plan')({
  head: () => pageHead('/articles/chess-study-plan'),
  component: ArticlesChessStudyPlanPage,
})

function ArticlesChessStudyPlanPage() {
  return (
    <>
      <PageShell heading={PAGES['/articles/chess-study-plan'].heading} />
      <NewsletterBlock source="blog_article" />
    </>
  )
}
