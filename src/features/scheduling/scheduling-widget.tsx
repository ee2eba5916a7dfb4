import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import {
  SCHEDULING_WIDGET_HEIGHT_PX,
  SCHEDULING_WIDGET_MIN_WIDTH_PX,
} from '../../../machines/timings'
import {
  colors,
  controlLabel,
  GUTTER_PX,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from '../../ui/theme'
import { SCHEDULING_EVENT_URL } from '../../content/site'
import { useSchedulingWidget } from './use-scheduling-widget'

/**
 * The booking section of the lesson pages: 700 px high, at least 320 px wide. The service's script
 * loads only when the section comes within reach of the viewport; if it fails, a plain link to the
 * same booking page shows. `id` is the anchor the page's book buttons scroll to.
 */
export function SchedulingWidget({ id, title }: { id: string; title: string }) {
  const { host, section, failed, ready } = useSchedulingWidget()

  return (
    <Section id={id} ref={section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {failed ? (
        <FallbackFrame>
          <Fallback>
            <p>The booking calendar could not load here.</p>
            <FallbackLinks>
              <a href={SCHEDULING_EVENT_URL} target="_blank" rel="noopener noreferrer">
                Open the booking calendar
              </a>
              <Link to="/contact">Contact us</Link>
            </FallbackLinks>
          </Fallback>
        </FallbackFrame>
      ) : (
        <>
          {!ready && <Placeholder>Loading the booking calendar…</Placeholder>}
          <Host ref={host} aria-busy={!ready} hidden={!ready} />
        </>
      )}
    </Section>
  )
}

const Section = styled.section`
  max-width: 1000px;
  margin: ${space[6]} auto;
  padding: 0 ${space[4]};
  /* The widget's 320 px minimum fills a 320 px screen: no side padding there (no sideways scroll). */
  @media (max-width: ${SCHEDULING_WIDGET_MIN_WIDTH_PX + 31}px) {
    padding: 0;
  }
  h2 {
    text-align: center;
  }
`

const Host = styled.div`
  min-width: ${SCHEDULING_WIDGET_MIN_WIDTH_PX}px;
  height: ${SCHEDULING_WIDGET_HEIGHT_PX}px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  overflow: hidden;
`

const Placeholder = styled.p`
  display: grid;
  place-items: center;
  min-width: ${SCHEDULING_WIDGET_MIN_WIDTH_PX}px;
  height: ${SCHEDULING_WIDGET_HEIGHT_PX}px;
  margin: 0;
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  color: ${colors.muted};
  text-align: center;
`

/**
 * The compact card sits in the calendar's reserved height, framed like the loading placeholder it
 * replaces (the calendar's place, with a message in it): collapsing that box under a visitor who is
 * looking at it would shift everything below (CLS; tests/e2e/lessons.spec.ts 'no layout shift').
 */
const FallbackFrame = styled.div`
  display: grid;
  align-items: center;
  min-height: ${SCHEDULING_WIDGET_HEIGHT_PX}px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
`

/** A compact card with the direct booking link and /contact. */
const Fallback = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  margin-inline: ${GUTTER_PX}px;
  padding: ${space[5]} ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  text-align: center;
  p {
    margin: 0;
  }
`

const FallbackLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    border: 2px solid ${roles.action};
    border-radius: ${radius.md};
    font-weight: 700;
    ${controlLabel}
  }
  a:first-child {
    background: ${roles.action};
    color: ${roles.onAction};
  }
  a:last-child {
    color: ${roles.action};
  }
`
