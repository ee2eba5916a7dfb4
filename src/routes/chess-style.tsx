import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../ui/page-shell'
import { PAGE_INTROS, PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { STYLE_SHARE_HEADING } from '../content/style-quiz'
import { styleShareTitle } from '../domain/style-share'
import { ShareButtons } from '../features/share/share-buttons'
import { StyleQuiz } from '../features/style-quiz/style-quiz'
import { WeeklyClassCard } from '../features/subscribe/weekly-class-card'
import { pageHead } from '../pages/page-head'

export const Route = createFileRoute('/chess-style')({
  loader: () => pageHead('/chess-style'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStylePage,
})

/** The quiz page is also the public share URL (spec §2). */
const SHARE_URL = `${SITE_URL.replace(/\/$/, '')}/chess-style`

function ChessStylePage() {
  return (
    <PageShell heading={PAGES['/chess-style'].heading} intro={PAGE_INTROS['/chess-style']}>
      <StyleQuiz
        share={(style) => (
          <ShareButtons
            url={SHARE_URL}
            title={styleShareTitle(style)}
            heading={STYLE_SHARE_HEADING}
          />
        )}
        afterResult={<WeeklyClassCard source="chess-style-quiz" />}
      />
    </PageShell>
  )
}
