import { useEffect, useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { articlesModalMachine } from '../../../machines/articles-modal.machine'
import { POPUPS } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { isSubscribed } from '../../services/subscriptions'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { NextClassLine } from '../../ui/next-class'
import { PopupDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'
import { isTypingTarget } from './typing'

/** The form a route puts in the modal: it closes on success and on an already-subscribed answer. */
export type ArticlesModalForm = (props: {
  source: string
  onSubscribed: () => void
  onAlreadySubscribed: () => void
}) => ReactNode

/**
 * The free weekly live lessons modal of /articles, opened once the page has hydrated (see the
 * chart for what happens when the visitor was already typing or tapping before that).
 */
export function ArticlesModal({ form }: { form: ArticlesModalForm }) {
  const slotActions = useSlotActions('articlesWeekly')
  const [logic] = useState(() =>
    articlesModalMachine.provide({
      actions: slotActions,
      guards: {
        isSuppressed: () => isSubscribed(POPUPS.articlesWeekly.source),
        isVisitorTyping: () => isTypingTarget(document.activeElement),
      },
    }),
  )
  const actor = useActorRef(logic, { inspect })
  const open = useShownAfterPaint(useSelector(actor, (s) => s.hasTag('open')))

  useEffect(() => actor.send({ type: 'page.hydrated' }), [actor])

  // Focus leaving a field (to anything but another field) means the visitor is done typing.
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (!isTypingTarget(event.relatedTarget)) actor.send({ type: 'visitor.idle' })
    }
    document.addEventListener('focusout', onFocusOut)
    return () => document.removeEventListener('focusout', onFocusOut)
  }, [actor])

  if (!open) return null
  const { title, text, source } = POPUPS.articlesWeekly
  return (
    <PopupDialog
      title={title}
      text={text}
      note={<NextClassLine />}
      onClose={() => actor.send({ type: 'popup.close' })}
      form={form({
        source,
        onSubscribed: () => actor.send({ type: 'popup.subscribed' }),
        onAlreadySubscribed: () => actor.send({ type: 'popup.alreadySubscribed' }),
      })}
    />
  )
}
