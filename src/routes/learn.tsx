import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { CheatSheetForm } from '../features/subscribe/cheat-sheet-form'
import { Callout } from '../components/callout'
export const Route = createFileRoute('/learn')({
  head: () => pageHead('/learn'),
  component: LearnPage,
})

function LearnPage() {
  return (
    <>
      <PageShell heading={PAGES['/learn'].heading} />
      <Callout aria-labelledby="cheat-sheet-heading">
        <h2 id="cheat-sheet-heading">Free Tactics Cheat Sheet</h2>
        <p>The 12 tactical patterns every player must know, on one printable page.</p>
        <CheatSheetForm source="learn_cheat_sheet" />
      </Callout>
      <NewsletterBlock source="learn_newsletter" />
    </>
  )
}
