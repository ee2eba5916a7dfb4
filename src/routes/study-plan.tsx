import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../ui/page-shell'
import { PAGE_INTROS, PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { STUDY_PLAN_PAGE } from '../content/study-plan-page'
import { ShareButtons } from '../features/share/share-buttons'
import { StudyPlanTool } from '../features/study-plan/study-plan-tool'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { pageHead } from '../pages/page-head'

export const Route = createFileRoute('/study-plan')({
  loader: () => pageHead('/study-plan'),
  head: ({ loaderData }) => loaderData ?? {},
  component: StudyPlanPage,
})

const PAGE_URL = `${SITE_URL.replace(/\/$/, '')}/study-plan`

function StudyPlanPage() {
  return (
    <>
      <PageShell heading={PAGES['/study-plan'].heading} intro={PAGE_INTROS['/study-plan']} />
      <Content>
        <StudyPlanTool
          share={(plan) => (
            <ShareButtons
              url={PAGE_URL}
              title={STUDY_PLAN_PAGE.shareTitle(plan.title)}
              heading={STUDY_PLAN_PAGE.shareHeading}
            />
          )}
          lead={
            <NewsletterBlock
              source="study-plan-generator"
              heading={STUDY_PLAN_PAGE.newsletter.heading}
              text={STUDY_PLAN_PAGE.newsletter.text}
            />
          }
        />
      </Content>
    </>
  )
}
