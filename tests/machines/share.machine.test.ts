/**
 * Model-based test of the share buttons: each path's pages opened, clipboard writes and toasts are
 * compared with the spec's (SPEC, a table keyed by event, folded over the path).
 */
import { describe, it } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { shareMachine } from '../../machines/share.machine'
import type { ToastParams } from '../../machines/toast'
import { SHARE_MESSAGES } from '../../src/content/share-messages'
import {
  answered,
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  failed,
  FakeActors,
  replayAsync,
  type ModelEvent,
} from './model'
import { expectOutcome, toastsOf } from './outcomes'

type Snapshot = SnapshotFrom<typeof shareMachine>
type Event = ModelEvent<typeof shareMachine>

const input = {
  url: 'https://example.com/chess-style-tactician',
  title: "I'm a The Tactician like Mikhail Tal! ⚔️ - Know Your Chess Style Here!",
}
const copied = answered('copyText', undefined)
const refused = failed('copyText', new Error('denied'))

const eventsFor = (s: Snapshot): Event[] =>
  s.matches('copying')
    ? [copied, refused, { type: 'share.copy', kind: 'link' }]
    : [
        { type: 'share.open', network: 'facebook' },
        { type: 'share.open', network: 'twitter' },
        { type: 'share.open', network: 'reddit' },
        { type: 'share.copy', kind: 'link' },
        { type: 'share.copy', kind: 'discord' },
      ]

const u = encodeURIComponent(input.url)
const t = encodeURIComponent(input.title)
/** The share pages of the spec (§9 "Share pop-ups"), for this result. */
const SHARE_PAGE = {
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
  reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
}
/** What each copy button writes to the clipboard, and the toast once it is written (spec §8). */
const COPY = {
  link: {
    text: input.url,
    toast: {
      tone: 'success',
      title: 'Copied to clipboard!',
      description: 'Share link has been copied to your clipboard.',
    },
  },
  discord: {
    text: `${input.title} ${input.url}`,
    toast: {
      tone: 'success',
      title: 'Copied for Discord!',
      description: 'Message copied to clipboard. Paste it in Discord to share!',
    },
  },
} as const satisfies Record<string, { text: string; toast: ToastParams }>
const COPY_FAILED: ToastParams = { tone: 'error', ...SHARE_MESSAGES.copyFailed }

/** What the visitor has seen so far: pages opened, clipboard writes, toasts; a copy under way. */
interface Seen {
  copying: keyof typeof COPY | null
  opened: string[]
  clipboard: string[]
  toasts: ToastParams[]
}

/** The spec's answer to each event, keyed by event: a click while copying starts nothing. */
const SPEC: { [K in Event['type']]: (seen: Seen, event: Extract<Event, { type: K }>) => Seen } = {
  'share.open': (seen, { network }) =>
    seen.copying ? seen : { ...seen, opened: [...seen.opened, SHARE_PAGE[network]] },
  'share.copy': (seen, { kind }) =>
    seen.copying
      ? seen
      : { ...seen, copying: kind, clipboard: [...seen.clipboard, COPY[kind].text] },
  'xstate.done.actor.copyText': (seen) => ({
    ...seen,
    copying: null,
    toasts: [...seen.toasts, COPY[seen.copying!].toast],
  }),
  'xstate.error.actor.copyText': (seen) => ({
    ...seen,
    copying: null,
    toasts: [...seen.toasts, COPY_FAILED],
  }),
}
const seenAfter = (events: Event[]): Seen =>
  events.reduce<Seen>(
    (seen, event) =>
      (SPEC[event.type as keyof typeof SPEC] as (s: Seen, e: Event) => Seen)(seen, event),
    { copying: null, opened: [], clipboard: [], toasts: [] },
  )

describe('share chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(shareMachine, {
    events: eventsFor,
    input,
    serializeState: (s) => JSON.stringify([s.value, s.context.copying]),
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const opened: string[] = []
    const machine = shareMachine.provide({
      actors: { copyText: fromPromise<void, { text: string }>(fakes.logic('copyText') as never) },
      actions: { openWindow: (_, { url }) => void opened.push(url) },
    })
    const { actor, emitted } = await replayAsync(machine, path, { input, recorder, fakes })
    const seen = seenAfter(path.events)
    expectOutcome(
      path.name,
      {
        busy: actor.getSnapshot().hasTag('busy'),
        opened,
        clipboard: fakes.inputs('copyText').map((i) => (i as { text: string }).text),
        toasts: toastsOf(emitted),
      },
      {
        busy: seen.copying !== null,
        opened: seen.opened,
        clipboard: seen.clipboard,
        toasts: seen.toasts,
      },
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(shareMachine, recorder, { task, paths: paths.length })
  })
})
