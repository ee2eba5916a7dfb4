import type { ReactNode } from 'react'
import { POPUPS } from '../../content/overlays'
import { NextClassLine } from '../../parts/next-class'
import { PopupDialog } from './dialogs'
import { useArticlesModal } from './use-articles-modal'

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
  const { open, close, subscribed, alreadySubscribed } = useArticlesModal()

  if (!open) return null
  const { title, text, source } = POPUPS.articlesWeekly
  return (
    <PopupDialog
      title={title}
      text={text}
      note={<NextClassLine />}
      onClose={close}
      form={form({
        source,
        onSubscribed: subscribed,
        onAlreadySubscribed: alreadySubscribed,
      })}
    />
  )
}
