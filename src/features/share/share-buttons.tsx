import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import styled from 'styled-components'
import { shareMachine } from '../../../machines/share.machine'
import { selectCopying } from '../../../machines/share.selectors'
import { SHARE_POPUP_HEIGHT_PX, SHARE_POPUP_WIDTH_PX } from '../../../machines/timings'
import { useMachineToasts } from '../../components/toasts'
import { colors } from '../../components/theme'
import type { ShareContent } from '../../domain/share'
import { inspect } from '../../services/inspector'

const browserShareMachine = shareMachine.provide({
  actions: {
    openWindow: (_, { url }) => {
      window.open(
        url,
        '_blank',
        `noopener,noreferrer,width=${SHARE_POPUP_WIDTH_PX},height=${SHARE_POPUP_HEIGHT_PX}`,
      )
    },
  },
  actors: {
    copyText: fromPromise<void, { text: string }>(({ input }) =>
      navigator.clipboard.writeText(input.text),
    ),
  },
})

/** Facebook, Twitter, Reddit (pop-up windows), Discord and Copy Link (clipboard). */
export function ShareButtons({
  url,
  title,
  heading = 'Share',
}: ShareContent & { heading?: string }) {
  const actor = useActorRef(browserShareMachine, { input: { url, title }, inspect })
  useMachineToasts(actor)
  const busy = useSelector(actor, selectCopying)
  return (
    <Group role="group" aria-label={heading}>
      <Button type="button" onClick={() => actor.send({ type: 'share.open', network: 'facebook' })}>
        Share on Facebook
      </Button>
      <Button type="button" onClick={() => actor.send({ type: 'share.open', network: 'twitter' })}>
        Share on Twitter
      </Button>
      <Button type="button" onClick={() => actor.send({ type: 'share.open', network: 'reddit' })}>
        Share on Reddit
      </Button>
      <Button
        type="button"
        disabled={busy}
        onClick={() => actor.send({ type: 'share.copy', kind: 'discord' })}
      >
        Share on Discord
      </Button>
      <Button
        type="button"
        disabled={busy}
        onClick={() => actor.send({ type: 'share.copy', kind: 'link' })}
      >
        Copy Link
      </Button>
    </Group>
  )
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Button = styled.button`
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${colors.navy};
  border-radius: 8px;
  background: #fff;
  color: ${colors.navy};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceAlt};
  }
`
