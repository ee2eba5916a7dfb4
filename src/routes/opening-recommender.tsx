import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../ui/page-shell'
import { PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { OpeningRecommenderTool } from '../features/opening-recommender/opening-recommender-tool'
import { ShareButtons } from '../features/share/share-buttons'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { pageHead } from '../pages/page-head'

export const Route = createFileRoute('/opening-recommender')({
  loader: () => pageHead('/opening-recommender'),
  head: ({ loaderData }) => loaderData ?? {},
  component: OpeningRecommenderPage,
})

const PAGE_URL = `${SITE_URL.replace(/\/$/, '')}/opening-recommender`

function OpeningRecommenderPage() {
  return (
    <>
      <PageShell
        heading={PAGES['/opening-recommender'].heading}
        intro="Tell us your rating, study time, style, favourite format and usual opponents, and we will recommend an opening that fits how you play."
      />
      <Content>
        <OpeningRecommenderTool
          share={(opening) => (
            <ShareButtons
              url={PAGE_URL}
              title={`My perfect chess opening is the ${opening}! Find yours here.`}
              heading="Share your opening"
            />
          )}
          lead={
            <NewsletterBlock
              source="opening-recommender"
              heading="Master Your New Opening"
              text="Get weekly opening tips, model games and lesson offers from our titled masters."
            />
          }
        />
      </Content>
    </>
  )
}
