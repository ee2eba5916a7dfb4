import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import styled from 'styled-components'
import { mailLinkMachine, type MailLinkOutcome } from '../../../machines/mail-link.machine'
import { PrimaryButton } from '../../components/button'
import { colors, COLUMN_PX, space } from '../../components/theme'
import { MAIL_PAGES, type MailPagePath } from '../../content/mail-pages'
import { inspect } from '../../services/inspector'
import { followMailLink } from '../../services/mail-functions'

const FUNCTION: Record<MailPagePath, 'confirm-email' | 'unsubscribe'> = {
  '/confirm-email': 'confirm-email',
  '/unsubscribe': 'unsubscribe',
}

/**
 * A page a mail links to: /confirm-email follows its link as soon as the page runs, /unsubscribe on
 * the visitor's click. The first render never depends on the token (the prerendered page has
 * none), so hydration matches; the token reaches the chart with the event that follows the link.
 */
export function MailLinkPage({ path, token }: { path: MailPagePath; token: string }) {
  const text = MAIL_PAGES[path]
  const [machine] = useState(() =>
    mailLinkMachine.provide({
      actors: {
        followLink: fromPromise<MailLinkOutcome, { token: string }>(({ input }) =>
          followMailLink(FUNCTION[path], input.token),
        ),
      },
    }),
  )
  const actor = useActorRef(machine, { inspect })
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const auto = path === '/confirm-email'
  // The page has arrived: a confirmation link is followed once, right away.
  useEffect(() => {
    if (auto) actor.send({ type: 'link.follow', token })
  }, [actor, auto, token])

  const follow = () => actor.send({ type: 'link.follow', token })
  const message =
    state === 'waiting' ? text.waiting : state === 'following' ? text.working : text.outcomes[state]
  const showButton = state === 'failed' || (state === 'waiting' && !auto)
  return (
    <Page aria-labelledby="mail-link-heading">
      <h1 id="mail-link-heading">{text.heading}</h1>
      <p role="status" aria-live="polite" data-state={state}>
        {message}
      </p>
      {showButton && (
        <PrimaryButton type="button" onClick={follow}>
          {text.action}
        </PrimaryButton>
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </Page>
  )
}

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.narrow}px;
  margin: 0 auto;
  padding: ${space[8]} ${space[4]};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  p {
    margin: 0;
    color: ${colors.ink};
  }
  a {
    color: ${colors.red};
    font-weight: 600;
  }
`
