import { PageShell } from '../ui/page-shell'
import { FIND_YOUR_LEVEL_INTRO, PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { ImprovedLevelQuiz } from '../features/quiz/improved-level-quiz'
import { ShareButtons } from '../features/share/share-buttons'
import { WeeklyClassCard } from '../features/subscribe/weekly-class-card'

const share = (path: string) => (title: string) => (
  <ShareButtons
    url={`${SITE_URL.replace(/\/$/, '')}${path}`}
    title={title}
    heading="Share your result"
  />
)

/** /find-your-level and its retake link /improved-chess-level-quiz (source improved-chess-level-quiz). */
export function ImprovedLevelQuizPage() {
  return (
    <PageShell heading={PAGES['/find-your-level'].heading} intro={FIND_YOUR_LEVEL_INTRO}>
      <ImprovedLevelQuiz
        share={share('/find-your-level')}
        signup={<WeeklyClassCard source="improved-chess-level-quiz" />}
      />
    </PageShell>
  )
}
