import { Fragment, type ReactNode } from 'react'

/** Article text: `**bold**` becomes <strong>; nothing else is interpreted (React escapes the rest). */
export function ArticleText({ text }: { text: string }): ReactNode {
  return text
    .split('**')
    .map((part, i) =>
      i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
    )
}
