import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { OutlineButton } from '../../components/button'
import { colors } from '../../components/theme'
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration'
import { HUB_CATEGORIES, HUB_QUERY_MAX_LENGTH, type HubSearch } from '../../domain/training-hub'
import { HubLinks } from './hub-links'
import { FeaturedBanner, Grid, ToolCard } from './tool-cards'
import { useTrainingHub } from './use-training-hub'

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
 * tool-cards.tsx). The chart and the URL hold the filter (use-training-hub.ts).
 */
export function TrainingHub({ search, weeklyLessons }: TrainingHubProps) {
  const hub = useTrainingHub(search)
  const searchId = useId()
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(hub.filter.query, hub.setQuery)
  return (
    <>
      <Filters role="search" aria-label="Search tools">
        <label htmlFor={searchId}>Search tools</label>
        <SearchInput
          ref={searchBox}
          id={searchId}
          type="search"
          placeholder="Search by name or topic"
          maxLength={HUB_QUERY_MAX_LENGTH}
          value={hub.filter.query}
          onChange={(event) => hub.setQuery(event.target.value)}
        />
        <Chips role="group" aria-label="Category">
          {HUB_CATEGORIES.map((name) => (
            <Chip
              key={name}
              type="button"
              aria-pressed={hub.filter.category === name}
              onClick={() => hub.setCategory(name)}
            >
              {name}
            </Chip>
          ))}
        </Chips>
      </Filters>

      {hub.featured && <FeaturedBanner tool={hub.featured} />}

      <p role="status" aria-live="polite">
        {hub.matching === 0
          ? EMPTY_STATE
          : `Showing ${hub.tools.length} of ${hub.matching} ${hub.matching === 1 ? 'tool' : 'tools'}`}
      </p>
      <Grid aria-label="Training tools">
        {hub.tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </Grid>
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

const Filters = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  label {
    font-weight: 600;
  }
`

const SearchInput = styled.input`
  min-height: 44px;
  max-width: 520px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.muted};
  border-radius: 8px;
  font: inherit;
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Chip = styled(OutlineButton)`
  padding: 0 1rem;
  border-radius: 999px;
  &[aria-pressed='true'] {
    background: ${colors.navy};
    color: #fff;
  }
`

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`
