import type { ReactNode, Ref } from 'react'
import styled from 'styled-components'
import { OutlineButton } from '../../ui/button'
import { Arrive, ResultColumn } from '../../parts/result/result-column'
import { LessonsPromo } from '../../parts/lessons-promo'
import { Actions, LinkButton } from '../../ui/sections'
import { colors, COLUMN_PX, fontSize, radius, space } from '../../ui/theme'
import { CHESS_STYLES, type StyleDefinition } from '../../content/chess-styles'
import type { StyleQuizResult } from '../../domain/style-scoring'
import { StyleIcon } from './style-icon'
import { StyleProfile } from './style-profile'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The style a style page shows (spec §2): set by the result's link to that page. */
    styleId?: string
  }
}

/**
 * The quiz result (spec §2 "Style quiz"): the style's card and, right under it, the personalised
 * section (insights from questions 2, 6 and 9, the top-3 breakdown, the improvement plan, two
 * famous games): nothing splits the result from its profile. Then the one booking offer (the promo
 * block), share buttons, Retake, Back to Training Hub, and what the route puts after it.
 */
export function StyleResult({
  style,
  result,
  insights,
  headingRef,
  share,
  onRetake,
  after,
}: {
  style: StyleDefinition
  result: StyleQuizResult
  insights: Array<{ topic: string; text: string }>
  headingRef: Ref<HTMLHeadingElement>
  share: ReactNode
  onRetake: () => void
  after: ReactNode
}) {
  const secondary = result.secondary ? CHESS_STYLES[result.secondary] : null
  const secondaryShare = result.breakdown.find((b) => b.id === result.secondary)?.percent
  return (
    <Result data-style={style.id}>
      <Arrive>
        <StyleProfile
          style={style}
          heading="h2"
          headingId="style-result-title"
          headingRef={headingRef}
        />
      </Arrive>
      {secondary && (
        <Secondary>
          Your secondary style is <strong>{secondary.title}</strong> ({secondaryShare}% of your
          answers): you share some of its instincts too.
        </Secondary>
      )}
      <Personal aria-labelledby="style-personal-heading">
        <h2 id="style-personal-heading">Your Personal Chess Profile</h2>
        <Block>
          <h3>What your answers say</h3>
          <Insights>
            {insights.map((insight) => (
              <li key={insight.topic}>
                <strong>{insight.topic}:</strong> {insight.text}
              </li>
            ))}
          </Insights>
        </Block>
        <Block>
          <h3>Your style breakdown</h3>
          <Breakdown>
            {result.breakdown.map((share) => (
              <li key={share.id}>
                <BreakdownLabel>
                  <StyleName style={{ color: CHESS_STYLES[share.id].colors.accent }}>
                    <StyleIcon id={share.id} />
                    <span>{CHESS_STYLES[share.id].title}</span>
                  </StyleName>
                  <strong>{share.percent}%</strong>
                </BreakdownLabel>
                <Bar aria-hidden="true">
                  <span
                    style={{
                      width: `${share.percent}%`,
                      background: CHESS_STYLES[share.id].colors.accent,
                    }}
                  />
                </Bar>
              </li>
            ))}
          </Breakdown>
        </Block>
        <Block>
          <h3>Your improvement plan</h3>
          <Plan>
            {style.improvementPlan.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Plan>
        </Block>
        <Block>
          <h3>Famous games to study</h3>
          <Games>
            {style.famousGames.map((game) => (
              <li key={`${game.white}-${game.year}`}>
                <strong>
                  {game.white} vs {game.black}, {game.result}
                </strong>
                <span>
                  {game.event}, {game.year}
                </span>
                <span>{game.note}</span>
              </li>
            ))}
          </Games>
        </Block>
      </Personal>
      <LessonsPromo
        heading={`Grow Your ${style.name} Game with a Titled Master`}
        text="Private 1-on-1 online lessons for kids and adults, built around how you like to play. From $30 per session; start with a 20-minute intro session."
      />
      <ShareBlock aria-labelledby="style-share-heading">
        <h2 id="style-share-heading">Share your chess style</h2>
        {share}
      </ShareBlock>
      <Actions>
        <OutlineButton type="button" onClick={onRetake}>
          Retake Quiz
        </OutlineButton>
        <LinkButton to="/train" $variant="outline">
          Back to Training Hub
        </LinkButton>
        <LinkButton to={style.path} state={{ styleId: style.id }} $variant="outline">
          More about {style.title}
        </LinkButton>
      </Actions>
      {after}
    </Result>
  )
}

/* One column that shrinks to the screen (a long word or a nowrap row never widens the card). */
const Result = styled(ResultColumn)`
  gap: ${space[5]};
  > ${Actions} {
    justify-content: center;
  }
`

const Secondary = styled.p`
  max-width: ${COLUMN_PX.result}px;
  margin: 0 auto;
  text-align: center;
  color: ${colors.ink};
`

const Personal = styled.section`
  display: grid;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.result}px;
  width: 100%;
  margin: 0 auto;
  > h2 {
    margin: 0;
    text-align: center;
  }
`

const Block = styled.div`
  padding: ${space.card};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  h3 {
    margin: 0 0 ${space[3]};
    font-size: ${fontSize.cardTitle};
  }
`

const Insights = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding-left: ${space.card};
`

const Breakdown = styled.ol`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const BreakdownLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[4]};
`

/* The icon in the style's colour, the name in the text colour. */
const StyleName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  svg {
    flex: none;
    width: ${space.card};
    height: ${space.card};
  }
  span {
    color: ${colors.ink};
  }
`

const Bar = styled.div`
  height: 10px;
  margin-top: 0.3rem;
  border-radius: ${radius.pill};
  background: ${colors.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
  }
`

const Plan = styled.ol`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding-left: ${space.card};
`

const Games = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.2rem;
  }
  span {
    color: ${colors.muted};
  }
`

const ShareBlock = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  h2 {
    margin: 0;
    font-size: ${fontSize.title};
  }
`
