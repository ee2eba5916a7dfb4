import {
  BookOpen,
  Brain,
  CalendarDays,
  ChessKnight,
  Crown,
  Drama,
  Flag as FlagIcon,
  Target,
  type LucideIcon,
} from 'lucide-react'
import styled from 'styled-components'
import { OutlineButton } from '../../ui/button'
import { LinkButton } from '../../ui/sections'
import { colors, fontSize, iconSize, radius, roles, space } from '../../ui/theme'
import { VisuallyHidden } from '../../ui/visually-hidden'
import type { Tool, ToolIcon } from '../../content/tools'

/** The hub's tools: the featured banner, the grid and one card per tool. */

/** Each tool's icon from the site's one SVG set: the same on every platform, no emoji font needed. */
const TOOL_ICONS: Record<ToolIcon, LucideIcon> = {
  target: Target,
  drama: Drama,
  brain: Brain,
  calendar: CalendarDays,
  'chess-knight': ChessKnight,
  crown: Crown,
  book: BookOpen,
  flag: FlagIcon,
}

function ToolGlyph({ icon }: { icon: ToolIcon }) {
  const Glyph = TOOL_ICONS[icon]
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.75} />
}

export function FeaturedBanner({ tool }: { tool: Tool }) {
  return (
    <Featured aria-labelledby="featured-tool-heading">
      <FeaturedIcon>
        <ToolGlyph icon={tool.icon} />
      </FeaturedIcon>
      <div>
        <p>Featured</p>
        <h2 id="featured-tool-heading">{tool.title}</h2>
        <p>{tool.description}</p>
      </div>
      <LinkButton to={tool.link}>{tool.buttonText}</LinkButton>
    </Featured>
  )
}

export function ToolCard({ tool }: { tool: Tool }) {
  const headingId = `tool-${tool.id}`
  return (
    <Card aria-labelledby={headingId} data-disabled={tool.disabled ? '' : undefined}>
      <Head>
        <Icon>
          <ToolGlyph icon={tool.icon} />
        </Icon>
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
const Featured = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space.card};
  margin-bottom: ${space[5]};
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: ${colors.navy};
  color: ${roles.onDark};
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

/** The narrowest a tool card may be: the grid's column count follows (src/ui/card-grid.tsx). */
export const TOOL_CARD_MIN_PX = 300

export const Grid = styled.ul`
  display: grid;
  gap: ${space.card};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  justify-items: start;
  gap: ${space[2]};
  padding: ${space.card};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
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
  gap: ${space[2]};
`

/** The tool's icon on a soft disc in the theme's navy; a badge beside it keeps the badge size. */
const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${iconSize.toolTile};
  height: ${iconSize.toolTile};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  color: ${colors.navy};
  svg {
    width: ${iconSize.tool};
    height: ${iconSize.tool};
  }
`

/** The featured tool's icon: larger, light on the navy banner. */
const FeaturedIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${iconSize.featuredDisc};
  height: ${iconSize.featuredDisc};
  border-radius: ${radius.pill};
  background: rgba(255, 255, 255, 0.12);
  color: ${roles.onDark};
  svg {
    width: ${iconSize.featured};
    height: ${iconSize.featured};
  }
`

const Flag = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: ${radius.pill};
  color: ${roles.onDark};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  &[data-kind='hot'] {
    background: ${roles.badgeHot};
  }
  &[data-kind='new'] {
    background: ${roles.badgeNew};
  }
`
