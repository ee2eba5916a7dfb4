import { enqueueActions, setup } from 'xstate'
import type { OverlayAnswer } from './overlay-coordinator.machine'

/**
 * The free weekly live lessons modal on /articles (spec §2 /articles, §4 "Weekly-lesson modal", §8
 * articles-modal texts; source weekly_live_lessons_articles). "On load" means: once the page has
 * hydrated (the chart starts then), never in the prerendered HTML, so the modal cannot swallow what
 * the visitor did before hydration:
 *
 * - a visitor already signed up from this modal (its stored flag) is not asked again (`isSuppressed`);
 * - a visitor who is typing in a field when the page hydrates (the search box, the newsletter
 *   e-mail, typed before hydration) keeps the keyboard: the modal waits until focus leaves the field
 *   (`visitor.idle`), so no keystroke lands in the modal and a replayed submit is not covered;
 * - a tap made before hydration that opens a modal (the lesson chooser) wins: the coordinator shows
 *   that first and this modal after it closes;
 * - from its start, a modal the visitor's storage does not suppress tells the coordinator it is due
 *   (`announceSlot`), so the floating promo card does not show first and then sit under it.
 *
 *   prerendered --page.hydrated--> checking --> [suppressed] closed | [typing] deferred --visitor.idle--> queued | queued
 *   queued --overlay.granted--> open --popup.close / popup.subscribed / popup.alreadySubscribed--> closed
 */
export type ArticlesModalEvent =
  /** The host hydrated the page ("on load"). */
  | { type: 'page.hydrated' }
  | { type: 'popup.close' }
  | { type: 'popup.subscribed' }
  | { type: 'popup.alreadySubscribed' }
  /** Focus left the field the visitor was typing in. */
  | { type: 'visitor.idle' }
  | OverlayAnswer

/** `open`: the dialog shows. */
export type ArticlesModalTag = 'open'

export const articlesModalMachine = setup({
  types: {
    events: {} as ArticlesModalEvent,
    tags: {} as ArticlesModalTag,
  },
  actions: {
    requestSlot: () => {},
    releaseSlot: () => {},
    /** Tell the coordinator this modal will open by itself soon. */
    announceSlot: () => {},
    announceUnlessSuppressed: enqueueActions(({ enqueue, check }) => {
      if (!check({ type: 'isSuppressed' })) enqueue({ type: 'announceSlot' })
    }),
  },
  guards: {
    /** Injected: the visitor already signed up from this modal (email_subscribed_weekly_live_lessons_articles). */
    isSuppressed: () => false,
    /** Injected: focus is in a text field (the visitor is typing). */
    isVisitorTyping: () => false,
  },
}).createMachine({
  id: 'articlesModal',
  description:
    'The /articles weekly live lessons modal: opens once the page is live, closes for good.',
  initial: 'prerendered',
  states: {
    prerendered: {
      description: 'The page is painted but not yet hydrated: no modal in the prerendered HTML.',
      entry: { type: 'announceUnlessSuppressed' },
      on: { 'page.hydrated': { target: 'checking' } },
    },
    checking: {
      description: 'The page just hydrated: is the visitor signed up already, or typing?',
      always: [
        { guard: { type: 'isSuppressed' }, target: 'closed', actions: { type: 'releaseSlot' } },
        { guard: { type: 'isVisitorTyping' }, target: 'deferred' },
        { target: 'queued', actions: { type: 'requestSlot' } },
      ],
    },
    deferred: {
      description: 'The visitor is typing in a field; the modal waits until focus leaves it.',
      on: { 'visitor.idle': { target: 'queued', actions: { type: 'requestSlot' } } },
    },
    queued: {
      description:
        'Asked the coordinator; waits while another modal (a chooser tapped early) shows.',
      on: { 'overlay.granted': { target: 'open' } },
    },
    open: {
      description:
        'The dialog shows the e-mail field; close, success or already-subscribed close it.',
      tags: ['open'],
      on: {
        'popup.close': { target: 'closed', actions: { type: 'releaseSlot' } },
        'popup.subscribed': { target: 'closed', actions: { type: 'releaseSlot' } },
        'popup.alreadySubscribed': { target: 'closed', actions: { type: 'releaseSlot' } },
        'overlay.preempted': { target: 'queued' },
      },
    },
    closed: {
      description: 'Closed for this page view.',
    },
  },
})
