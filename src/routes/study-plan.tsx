import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../ui/page-shell'
import { PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
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
      <PageShell
        heading={PAGES['/study-plan'].heading}
        intro="Answer four quick questions and get a weekly chess study plan built for your level, your time and your goal."
      />
      <Content>
        <StudyPlanTool
          share={(plan) => (
            <ShareButtons
              url={PAGE_URL}
              title={`My chess study plan: ${plan.title}! Get your free plan here.`}
              heading="Share your plan"
            />
          )}
          lead={
            <NewsletterBlock
              source="study-plan-generator"
              heading="Get Weekly Training Tips"
              text="Stay on track with your plan: practical lessons from our titled masters, every week."
            />
          }
        />
      </Content>
    </>
  )
}
