import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { OutlineButton } from '../../components/button'
import { LinkButton } from '../../components/sections'
import { colors } from '../../components/theme'
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration'
import { VisuallyHidden } from '../../components/visually-hidden'
import type { Tool } from '../../content/tools'
import { HUB_CATEGORIES, HUB_QUERY_MAX_LENGTH, type HubSearch } from '../../domain/training-hub'
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
 * free weekly live lessons offer, a link to /learn and quick navigation. The chart and the URL hold
 * the filter (use-training-hub.ts).
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

      {weeklyLessons && (
        <Band aria-labelledby="weekly-lessons-heading">
          <h2 id="weekly-lessons-heading">Free Weekly Live Lessons</h2>
          <p>
            Every Saturday at 7 PM EST: 30 minutes of live Q&amp;A with titled masters. Free,
            online, all levels.
          </p>
          {weeklyLessons}
        </Band>
      )}

      <Learn aria-labelledby="learn-heading">
        <h2 id="learn-heading">New to Chess?</h2>
        <p>
          Start with the basics: articles, a knowledge quiz, a free cheat sheet and video lessons in{' '}
          <Link to="/learn">Learn Chess</Link>.
        </p>
      </Learn>

      <QuickNav aria-label="Quick navigation">
        <h2>Quick Navigation</h2>
        <ul>
          <li>
            <Link to="/find-your-level">Find Your Chess Level</Link>
          </li>
          <li>
            <Link to="/chess-style">Chess Style Quiz</Link>
          </li>
          <li>
            <Link to="/quiz">Chess Knowledge Quiz</Link>
          </li>
          <li>
            <Link to="/study-plan">Study Plan Generator</Link>
          </li>
          <li>
            <Link to="/opening-recommender">Opening Recommender</Link>
          </li>
          <li>
            <Link to="/articles">Chess Articles</Link>
          </li>
          <li>
            <Link to="/resources">Resources</Link>
          </li>
          <li>
            <Link to="/learn">Learn Chess</Link>
          </li>
        </ul>
      </QuickNav>
    </>
  )
}

function FeaturedBanner({ tool }: { tool: Tool }) {
  return (
    <Featured aria-labelledby="featured-tool-heading">
      <span aria-hidden="true">{tool.icon}</span>
      <div>
        <p>Featured</p>
        <h2 id="featured-tool-heading">{tool.title}</h2>
        <p>{tool.description}</p>
      </div>
      <LinkButton to={tool.link}>{tool.buttonText}</LinkButton>
    </Featured>
  )
}

function ToolCard({ tool }: { tool: Tool }) {
  const headingId = `tool-${tool.id}`
  return (
    <Card aria-labelledby={headingId} data-disabled={tool.disabled ? '' : undefined}>
      <Head>
        <span aria-hidden="true">{tool.icon}</span>
        {tool.isHot && <Flag data-kind="hot">HOT</Flag>}
        {tool.isNew && <Flag data-kind="new">NEW</Flag>}
      </Head>
      <h3 id={headingId}>{tool.title}</h3>
      <p>{tool.description}</p>
      {tool.disabled ? (
        <OutlineButton type="button" disabled>
          {tool.buttonText}
        </OutlineButton>
      ) : (
        <LinkButton to={tool.link} aria-describedby={headingId}>
          {tool.buttonText}
          {/* 'Learn More' alone says nothing out of context (Lighthouse link-text, screen readers' link lists). */}
          <VisuallyHidden>: {tool.title}</VisuallyHidden>
        </LinkButton>
      )}
    </Card>
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

const Featured = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 1.25rem;
  margin-bottom: 1.5rem;
  padding: 1.5rem;
  border-radius: 12px;
  background: ${colors.navy};
  color: #fff;
  > span {
    font-size: 2.5rem;
  }
  h2,
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  justify-items: start;
  gap: 0.5rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  h3,
  p {
    margin: 0;
  }
  p {
    color: ${colors.muted};
  }
  button:disabled {
    border-color: ${colors.border};
    color: ${colors.muted};
    cursor: not-allowed;
  }
`

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  > span {
    font-size: 2rem;
  }
`

const Flag = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  &[data-kind='hot'] {
    background: ${colors.red};
  }
  &[data-kind='new'] {
    background: ${colors.navy};
  }
`

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`

const Band = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin: 2.5rem 0 0;
  padding: 2rem 1rem;
  border-radius: 12px;
  background: ${colors.surfaceAlt};
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`

const Learn = styled.section`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    color: ${colors.navy};
  }
`

const QuickNav = styled.nav`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.navy};
    font-weight: 600;
  }
`
