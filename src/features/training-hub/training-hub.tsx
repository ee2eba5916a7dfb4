import type { ReactNode } from 'react'
import styled from 'styled-components'
import { OutlineButton } from '../../ui/button'
import { FilterBar } from '../../ui/filter-bar'
import { HUB_CATEGORIES, HUB_QUERY_MAX_LENGTH, type HubSearch } from '../../domain/training-hub'
import { HubLinks } from './hub-links'
import { FeaturedBanner, Grid, TOOL_CARD_MIN_PX, ToolCard } from './tool-cards'
import { CardColumns } from '../../ui/card-grid'
import { useTrainingHub } from './use-training-hub'
import { space } from '../../ui/theme'

export interface TrainingHubProps {
  /** The filter in the URL's search params (the route's validated search). */
  search: HubSearch
  /**
   * The free weekly live lessons button and the sign-up popup it opens (source training_hub_popup),
   * built with the site's overlays and composed by the route. Shown where the hub offers the class.
   */
  weeklyLessons?: ReactNode
}

const EMPTY_STATE = 'No tools found matching your search.'

/**
 * The Training Hub's tools (spec §2 /train): category chips, a search over title and description, the
 * featured banner (All and no search only), the grid of the first tools until 'Show More Tools', the
 * free weekly live lessons offer, a link to /learn and quick navigation (hub-links.tsx; the cards in
 * tool-cards.tsx). The URL holds the filter and the chart the list (use-training-hub.ts).
 */
export function TrainingHub({ search, weeklyLessons }: TrainingHubProps) {
  const hub = useTrainingHub(search)
  return (
    <>
      <FilterBar
        label="Search tools"
        placeholder="Search by name or topic"
        maxLength={HUB_QUERY_MAX_LENGTH}
        query={hub.filter.query}
        onQuery={hub.setQuery}
        categories={HUB_CATEGORIES}
        category={hub.filter.category}
        onCategory={hub.setCategory}
      />

      {hub.featured && <FeaturedBanner tool={hub.featured} />}

      <p role="status" aria-live="polite">
        {hub.matching === 0
          ? EMPTY_STATE
          : `Showing ${hub.tools.length} of ${hub.matching} ${hub.matching === 1 ? 'tool' : 'tools'}`}
      </p>
      {/* The card-grid rule: after 'Show More Tools' (seven cards) no 'Coming Soon' card sits alone. */}
      <CardColumns count={hub.tools.length} minPx={TOOL_CARD_MIN_PX}>
        <Grid aria-label="Training tools">
          {hub.tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </Grid>
      </CardColumns>
      {hub.canShowMore || hub.loadingMore ? (
        <More>
          <OutlineButton
            type="button"
            disabled={hub.loadingMore}
            aria-busy={hub.loadingMore}
            onClick={hub.showMore}
          >
            {hub.loadingMore ? 'Loading...' : 'Show More Tools'}
          </OutlineButton>
        </More>
      ) : null}

      <HubLinks weeklyLessons={weeklyLessons} />
    </>
  )
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[5]};
`
