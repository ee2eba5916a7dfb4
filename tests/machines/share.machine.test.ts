import { describe, expect, it } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { shareMachine } from '../../machines/share.machine'
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
    const { emittedByLastStep } = await replayAsync(machine, path, { input, recorder, fakes })
    const last = path.events.at(-1)!
    const u = encodeURIComponent(input.url)
    if (last.type === 'share.open') {
      const expected = {
        facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
        twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(input.title)}&url=${u}`,
        reddit: `https://www.reddit.com/submit?url=${u}&title=${encodeURIComponent(input.title)}`,
      }[last.network]
      expect(opened.at(-1)).toBe(expected)
    }
    if (last === copied) {
      const copiedText = fakes.inputs('copyText').at(-1) as { text: string }
      if (copiedText.text === input.url) {
        expect(emittedByLastStep).toEqual([
          {
            type: 'toast',
            tone: 'success',
            title: 'Copied to clipboard!',
            description: 'Share link has been copied to your clipboard.',
          },
        ])
      } else {
        expect(copiedText.text).toBe(`${input.title} ${input.url}`)
        expect(emittedByLastStep).toEqual([
          {
            type: 'toast',
            tone: 'success',
            title: 'Copied for Discord!',
            description: 'Message copied to clipboard. Paste it in Discord to share!',
          },
        ])
      }
    }
    if (last === refused) {
      expect(emittedByLastStep).toMatchObject([{ type: 'toast', tone: 'error' }])
    }
    // One clipboard write per copy started; a click while copying starts nothing.
    const started =
      path.events.filter((e) => e.type.startsWith('xstate.')).length +
      (path.expected.matches('copying') ? 1 : 0)
    expect(fakes.inputs('copyText')).toHaveLength(started)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(shareMachine, recorder, { task, paths: paths.length })
  })
})
