import { useEffect, useState, type ReactNode } from 'react'
import {
  ARTICLES_MODAL_OPEN_BEFORE,
  selectArticlesModalOpen,
} from '../../../machines/overlay.selectors'
import { POPUPS } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { isSubscribed } from '../../services/subscriptions'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { NextClassLine } from '../../parts/next-class'
import { PopupDialog } from './dialogs'
import { useChart, useChartSelector } from '../../startup/chart'
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
  const [load] = useState(
    () => () =>
      import('../../../machines/articles-modal.machine').then(({ articlesModalMachine }) =>
        articlesModalMachine.provide({
          actions: slotActions,
          guards: {
            isSuppressed: () => isSubscribed(POPUPS.articlesWeekly.source),
            isVisitorTyping: () => isTypingTarget(document.activeElement),
          },
        }),
      ),
  )
  const chart = useChart(load, { inspect })
  const open = useShownAfterPaint(
    useChartSelector(chart, selectArticlesModalOpen, ARTICLES_MODAL_OPEN_BEFORE),
  )

  useEffect(() => chart.send({ type: 'page.hydrated' }), [chart])

  // Focus leaving a field (to anything but another field) means the visitor is done typing.
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (!isTypingTarget(event.relatedTarget)) chart.send({ type: 'visitor.idle' })
    }
    document.addEventListener('focusout', onFocusOut)
    return () => document.removeEventListener('focusout', onFocusOut)
  }, [chart])

  if (!open) return null
  const { title, text, source } = POPUPS.articlesWeekly
  return (
    <PopupDialog
      title={title}
      text={text}
      note={<NextClassLine />}
      onClose={() => chart.send({ type: 'popup.close' })}
      form={form({
        source,
        onSubscribed: () => chart.send({ type: 'popup.subscribed' }),
        onAlreadySubscribed: () => chart.send({ type: 'popup.alreadySubscribed' }),
      })}
    />
  )
}
