import { createFileRoute, Link } from '@tanstack/react-router'
import { ArticleCard, CardGrid } from '../features/articles/article-card'
import { PageHero, Section } from '../ui/sections'
import { ARTICLES } from '../content/articles'
import { PAGES } from '../content/pages'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { TimedPopup } from '../features/overlays/timed-popup'
import { CheatSheetForm } from '../features/subscribe/cheat-sheet-form'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { weeklyPopupForm } from '../pages/overlay-forms'
import { pageHead } from '../pages/page-head'
import { QuizLink, Centred, FormRow } from '../pages/learn-page-styles'

export const Route = createFileRoute('/learn')({
  loader: () => pageHead('/learn'),
  head: ({ loaderData }) => loaderData ?? {},
  component: LearnPage,
})

/** The three articles /learn features (spec §2 /learn). */
const FEATURED = ['chess-tips', 'chess-study-plan', 'chess-blunders'].map((id) =>
  ARTICLES.find((a) => a.id === id)!,
)

/**
 * Spec §2 /learn, on the shared section components and spacing scale (centred headings, one gap
 * between bands): the hero with the lesson chooser and the quiz link, the three articles, the
 * cheat-sheet form, the video lessons, the link to /train, the newsletter. One e-mail ask at a time:
 * the cheat sheet sits below the articles (below the fold on phone, tablet and desktop), the
 * newsletter closes the page.
 */
function LearnPage() {
  return (
    <>
      <PageHero
        heading={PAGES['/learn'].heading}
        intro={
          <p>
            Everything you need to start improving today: a quick knowledge quiz, practical
            articles, a free cheat sheet and video lessons from titled masters.
          </p>
        }
        actions={
          <>
            <BookLessonButton />
            <QuizLink to="/quiz">Take the Chess Knowledge Quiz</QuizLink>
          </>
        }
      />
      <Section heading="Start with These Articles">
        <CardGrid>
          {FEATURED.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
        <Centred>
          <Link to="/articles">Browse all chess articles</Link>
        </Centred>
      </Section>
      <Section
        heading="Free Tactics Cheat Sheet"
        intro={<p>The 12 tactical patterns every player must know, on one printable page.</p>}
        tone="alt"
      >
        <FormRow>
          <CheatSheetForm source="learn_cheat_sheet" />
        </FormRow>
      </Section>
      <Section
        heading="Video Lessons"
        intro={
          <p>
            Short lessons on opening principles, forks and pins, and the endgames every player must
            know, recorded by our titled masters. Want feedback on your own games? A private coach
            shows you exactly what to work on.
          </p>
        }
      >
        <Centred>
          <BookLessonButton label="Book 1-on-1 Lessons" />
        </Centred>
      </Section>
      <Section
        heading="Practice What You Learn"
        intro={
          <p>
            Find your level, discover your chess style and get a study plan in the{' '}
            <Link to="/train">Training Hub</Link>.
          </p>
        }
        tone="alt"
      />
      <NewsletterBlock source="learn_newsletter" />
      <TimedPopup popup="learn" form={weeklyPopupForm} />
    </>
  )
}
