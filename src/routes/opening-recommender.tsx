import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../ui/page-shell'
import { PAGE_INTROS, PAGES } from '../content/pages'
import { SITE_URL } from '../content/site'
import { OPENING_PAGE } from '../content/openings'
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
        intro={PAGE_INTROS['/opening-recommender']}
      />
      <Content>
        <OpeningRecommenderTool
          share={(opening) => (
            <ShareButtons
              url={PAGE_URL}
              title={OPENING_PAGE.shareTitle(opening)}
              heading={OPENING_PAGE.shareHeading}
            />
          )}
          lead={
            <NewsletterBlock
              source="opening-recommender"
              heading={OPENING_PAGE.newsletter.heading}
              text={OPENING_PAGE.newsletter.text}
            />
          }
        />
      </Content>
    </>
  )
}
