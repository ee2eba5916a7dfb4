import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../ui/page-shell'
import { PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
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
    <PageShell
      heading={PAGES['/chess-style'].heading}
      intro="Ten quick questions about how you like to play. No right or wrong answers: just pick what feels most like you."
    >
      <StyleQuiz
        share={(style) => (
          <ShareButtons
            url={SHARE_URL}
            title={styleShareTitle(style)}
            heading="Share your chess style"
          />
        )}
        afterResult={<WeeklyClassCard source="chess-style-quiz" />}
      />
    </PageShell>
  )
}
