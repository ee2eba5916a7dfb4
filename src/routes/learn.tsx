import { createFileRoute, Link } from '@tanstack/react-router'
import { ArticleCard, CardGrid } from '../features/articles/article-card'
import { PageHero, Section } from '../ui/sections'
import { ARTICLES } from '../content/articles'
import { LEARN_PAGE } from '../content/learn'
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
        intro={<p>{LEARN_PAGE.intro}</p>}
        actions={
          <>
            <BookLessonButton />
            <QuizLink to="/quiz">{LEARN_PAGE.quizLink}</QuizLink>
          </>
        }
      />
      <Section heading={LEARN_PAGE.articles.heading}>
        <CardGrid>
          {FEATURED.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
        <Centred>
          <Link to="/articles">{LEARN_PAGE.articles.browseAll}</Link>
        </Centred>
      </Section>
      <Section
        heading={LEARN_PAGE.cheatSheet.heading}
        intro={<p>{LEARN_PAGE.cheatSheet.intro}</p>}
        tone="alt"
      >
        <FormRow>
          <CheatSheetForm source="learn_cheat_sheet" />
        </FormRow>
      </Section>
      <Section heading={LEARN_PAGE.videos.heading} intro={<p>{LEARN_PAGE.videos.intro}</p>}>
        <Centred>
          <BookLessonButton label={LEARN_PAGE.videos.button} />
        </Centred>
      </Section>
      <Section
        heading={LEARN_PAGE.practice.heading}
        intro={
          <p>
            {LEARN_PAGE.practice.before} <Link to="/train">{LEARN_PAGE.practice.link}</Link>
            {LEARN_PAGE.practice.after}
          </p>
        }
        tone="alt"
      />
      <NewsletterBlock source="learn_newsletter" />
      <TimedPopup popup="learn" form={weeklyPopupForm} />
    </>
  )
}
