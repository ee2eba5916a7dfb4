import { PageShell } from '../ui/page-shell'
import { PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { KnowledgeQuiz } from '../features/quiz/knowledge-quiz'
import { ShareButtons } from '../features/share/share-buttons'
import { WeeklyClassCard } from '../features/subscribe/weekly-class-card'

const share = (path: string) => (title: string) => (
  <ShareButtons
    url={`${SITE_URL.replace(/\/$/, '')}${path}`}
    title={title}
    heading="Share your result"
  />
)

/** /quiz: the knowledge quiz; the weekly class card signs up with source chess_quiz. */
export function KnowledgeQuizPage() {
  return (
    <PageShell
      heading={PAGES['/quiz'].heading}
      intro="Ten questions on the rules, openings, tactics, strategy and endgames, with an explanation after every answer."
    >
      <KnowledgeQuiz share={share('/quiz')} signup={<WeeklyClassCard source="chess_quiz" />} />
    </PageShell>
  )
}
