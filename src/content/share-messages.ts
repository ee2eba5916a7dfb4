import type { ToastText } from './messages'

/**
 * The share buttons' toasts (spec §9). A module of their own, not in messages.ts: the share chart
 * loads after hydration with the other charts (src/features/share/share-buttons.tsx), and the
 * charts' chunk takes what a chart imports, so the page's other messages stay out of it.
 */
export const SHARE_MESSAGES = {
  copied: {
    title: 'Copied to clipboard!',
    description: 'Share link has been copied to your clipboard.',
  },
  discord: {
    title: 'Copied for Discord!',
    description: 'Message copied to clipboard. Paste it in Discord to share!',
  },
  copyFailed: {
    title: 'Error',
    description: 'Could not copy to your clipboard. Please copy the link from the address bar.',
  },
} satisfies Record<string, ToastText>
