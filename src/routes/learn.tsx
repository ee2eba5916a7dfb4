import { createFileRoute, Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { ArticleCard, CardGrid } from '../features/articles/article-card'
import { Callout } from '../ui/callout'
import { Content, PageShell } from '../ui/page-shell'
import { colors, radius, roles, space } from '../ui/theme'
import { ARTICLES } from '../content/articles'
import { PAGES } from '../content/pages'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { TimedPopup } from '../features/overlays/timed-popup'
import { CheatSheetForm } from '../features/subscribe/cheat-sheet-form'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { weeklyPopupForm } from './-overlay-forms'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/learn')({
  loader: () => pageHead('/learn'),
  head: ({ loaderData }) => loaderData ?? {},
  component: LearnPage,
})

/** The three articles /learn features (spec §2 /learn). */
const FEATURED = ['chess-tips', 'chess-study-plan', 'chess-blunders'].map((id) =>
  ARTICLES.find((a) => a.id === id)!,
)

function LearnPage() {
  return (
    <>
      <PageShell
        heading={PAGES['/learn'].heading}
        intro="Everything you need to start improving today: a quick knowledge quiz, practical articles, a free cheat sheet and video lessons from titled masters."
      >
        <Actions>
          <BookLessonButton />
          <Link to="/quiz">Take the Chess Knowledge Quiz</Link>
        </Actions>
      </PageShell>
      <Content>
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading">Start with These Articles</h2>
          <CardGrid>
            {FEATURED.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </CardGrid>
          <p>
            <Link to="/articles">Browse all chess articles</Link>
          </p>
        </section>
      </Content>
      <Callout aria-labelledby="cheat-sheet-heading">
        <h2 id="cheat-sheet-heading">Free Tactics Cheat Sheet</h2>
        <p>The 12 tactical patterns every player must know, on one printable page.</p>
        <CheatSheetForm source="learn_cheat_sheet" />
      </Callout>
      <Content>
        <Videos aria-labelledby="video-lessons-heading">
          <h2 id="video-lessons-heading">Video Lessons</h2>
          <p>
            Short lessons on opening principles, forks and pins, and the endgames every player must
            know, recorded by our titled masters. Want feedback on your own games? A private coach
            shows you exactly what to work on.
          </p>
          <BookLessonButton label="Book 1-on-1 Lessons" />
        </Videos>
        <section aria-labelledby="practice-heading">
          <h2 id="practice-heading">Practice What You Learn</h2>
          <p>
            Find your level, discover your chess style and get a study plan in the{' '}
            <Link to="/train">Training Hub</Link>.
          </p>
        </section>
      </Content>
      <NewsletterBlock source="learn_newsletter" />
      <TimedPopup popup="learn" form={weeklyPopupForm} />
    </>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
  a {
    font-weight: 700;
  }
`

const Videos = styled.section`
  display: grid;
  justify-items: start;
  gap: ${space[3]};
  margin: ${space[4]} 0 ${space[6]};
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: ${colors.navy};
  color: ${roles.onDark};
  h2,
  p {
    margin: 0;
  }
`
