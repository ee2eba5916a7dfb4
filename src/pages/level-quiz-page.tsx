import { PageShell } from '../ui/page-shell'
import { FIND_YOUR_LEVEL_INTRO, PAGES } from '../content/pages'
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
        kind="level"
        share={share('/chess-level-quiz')}
        signup={<WeeklyClassCard source="chess-level-quiz" />}
      />
    </PageShell>
  )
}

/** /find-your-level and its retake link /improved-chess-level-quiz (source improved-chess-level-quiz). */
export function ImprovedLevelQuizPage() {
  return (
    <PageShell heading={PAGES['/find-your-level'].heading} intro={FIND_YOUR_LEVEL_INTRO}>
      <LevelQuiz
        kind="improved"
        share={share('/find-your-level')}
        signup={<WeeklyClassCard source="improved-chess-level-quiz" />}
      />
    </PageShell>
  )
}
