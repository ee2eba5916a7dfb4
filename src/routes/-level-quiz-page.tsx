import { PageShell } from '../ui/page-shell'
import { PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { LevelQuiz } from '../features/quiz/level-quiz'
import { ShareButtons } from '../features/share/share-buttons'
import { WeeklyClassCard } from '../features/subscribe/weekly-class-card'

const share = (path: string) => (title: string) => (
  <ShareButtons
    url={`${SITE_URL.replace(/\/$/, '')}${path}`}
    title={title}
    heading="Share your result"
  />
)

/** /chess-level-quiz and its retake link /chess-level (source chess-level-quiz). */
export function LevelQuizPage() {
  return (
    <PageShell
      heading={PAGES['/chess-level-quiz'].heading}
      intro="Answer 10 questions and get your estimated chess level with a personal recommendation."
    >
      <LevelQuiz
        share={share('/chess-level-quiz')}
        signup={<WeeklyClassCard source="chess-level-quiz" />}
      />
    </PageShell>
  )
}
