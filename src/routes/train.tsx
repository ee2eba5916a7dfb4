import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { NewsletterBlock } from '../features/subscribe/newsletter-block'
export const Route = createFileRoute('/train')({
  head: () => pageHead('/train'),
  component: TrainPage,
})

function TrainPage() {
  return (
    <>
      <PageShell heading={PAGES['/train'].heading} />
      <NewsletterBlock source="training_hub" />
    </>
  )
}
