import { useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { LessonsPromo } from '../parts/lessons-promo'
import { Actions, LinkButton } from '../ui/sections'
import { useHydrated } from '../startup/use-hydrated'
import { CHESS_STYLES, STYLE_IDS } from '../content/chess-styles'
import { STYLE_PAGES, type StylePagePath } from '../content/chess-style-pages'
import { SITE_URL } from '../content/site'
import { isStyleId } from '../domain/style-scoring'
import { styleShareTitle } from '../domain/style-share'
import { COLUMN_PX, GUTTER_PX, space } from '../ui/theme'
import { ResultColumn } from '../parts/result/result-column'
import { ShareButtons } from '../features/share/share-buttons'
import { StyleProfile } from '../features/style-quiz/style-profile'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'

/** The page of the style named `name` (/chess-style-<name>); undefined for any other name. */
export function stylePagePath(name: string): StylePagePath | undefined {
  const path = `/chess-style-${name}`
  return path in STYLE_PAGES ? (path as StylePagePath) : undefined
}

/**
 * One of the six style result pages (spec §2). The style shown comes from the navigation state's
 * `styleId` (the quiz result links here with it), defaulting to the page's own style; the prerendered
 * HTML and the first client render always show the page's own, so hydration matches even when a
 * reload brings back an old history state. The head (title, description, social tags) is the
 * page's own style's, from `src/content/pages.ts`. The lead form's source is the page's path.
 */
export function StylePage({ path }: { path: StylePagePath }) {
  const own = STYLE_IDS.find((id) => CHESS_STYLES[id].path === path)!
  const hydrated = useHydrated()
  const fromState = useRouterState({ select: (s) => s.location.state.styleId })
  const style = CHESS_STYLES[hydrated && isStyleId(fromState) ? fromState : own]
  const source = path.slice(1)
  return (
    <Page>
      <StyleProfile style={style} heading="h1" headingId="style-page-title" />
      <Share>
        <ShareButtons
          url={`${SITE_URL.replace(/\/$/, '')}${style.path}`}
          title={styleShareTitle(style)}
          heading="Share your chess style"
        />
      </Share>
      <LessonsPromo
        heading={`Grow Your ${style.name} Game with a Titled Master`}
        text="Private 1-on-1 online lessons for kids and adults, built around how you like to play. From $30 per session; start with a 20-minute intro session."
      />
      <Actions>
        <LinkButton to="/chess-style" $variant="outline">
          Retake Quiz
        </LinkButton>
        <LinkButton to="/train" $variant="outline">
          Back to Training Hub
        </LinkButton>
      </Actions>
      <NewsletterBlock
        source={source}
        heading={`Training Tips for the ${style.name}`}
        text="Weekly ideas from our titled masters to sharpen your style and patch its blind spots."
      />
    </Page>
  )
}

/* One content width for the page, the quiz's result column's: the profile, the offer, the
   buttons and the newsletter line up (they no longer step through three widths). */
const Page = styled(ResultColumn)`
  gap: ${space[5]};
  max-width: ${COLUMN_PX.result + 2 * GUTTER_PX}px;
  padding: ${space[6]} ${GUTTER_PX}px ${space[7]};
  > ${Actions} {
    justify-content: center;
  }
`

const Share = styled.div`
  display: flex;
  justify-content: center;
`
