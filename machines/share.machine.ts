import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { discordMessage, shareUrl, type ShareContent, type ShareNetwork } from '../src/domain/share'
import { SHARE_MESSAGES } from '../src/content/share-messages'
import type { ToastEvent, ToastParams } from './toast'

/**
 * Share buttons (spec §9): Facebook, Twitter and Reddit open their share page in a pop-up window;
 * Discord and Copy Link copy text to the clipboard and toast. Opening a window and writing to the
 * clipboard are injected (`openWindow`, `copyText`).
 */
export type ShareEvent =
  { type: 'share.open'; network: ShareNetwork } | { type: 'share.copy'; kind: 'link' | 'discord' }

/** `busy`: a clipboard write is in flight (the two copy buttons are disabled). */
export type ShareTag = 'busy'

export interface ShareContext extends ShareContent {
  copying: 'link' | 'discord'
}

export const shareMachine = setup({
  types: {
    input: {} as ShareContent,
    context: {} as ShareContext,
    events: {} as ShareEvent,
    emitted: {} as ToastEvent,
    tags: {} as ShareTag,
  },
  actors: {
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is not provided')
    }),
  },
  actions: {
    openWindow: (_, _params: { url: string }) => {},
    rememberCopyKind: assign({
      copying: ({ event }) => {
        assertEvent(event, 'share.copy')
        return event.kind
      },
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    copiedForDiscord: ({ context }) => context.copying === 'discord',
  },
}).createMachine({
  id: 'share',
  description: 'The share buttons under a result or an article.',
  context: ({ input }) => ({ ...input, copying: 'link' }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a share button; the window-opening ones act without leaving it.',
      on: {
        'share.open': {
          actions: {
            type: 'openWindow',
            params: ({ context, event }) => ({ url: shareUrl(event.network, context) }),
          },
        },
        'share.copy': { target: 'copying', actions: { type: 'rememberCopyKind' } },
      },
    },
    copying: {
      description: 'Writing the link or the Discord message to the clipboard.',
      tags: ['busy'],
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({
          text: context.copying === 'discord' ? discordMessage(context) : context.url,
        }),
        onDone: [
          {
            guard: { type: 'copiedForDiscord' },
            target: 'idle',
            actions: { type: 'toast', params: { tone: 'success', ...SHARE_MESSAGES.discord } },
          },
          {
            target: 'idle',
            actions: { type: 'toast', params: { tone: 'success', ...SHARE_MESSAGES.copied } },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'toast', params: { tone: 'error', ...SHARE_MESSAGES.copyFailed } },
        },
      },
    },
  },
})
