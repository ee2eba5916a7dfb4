import { useEffect, useRef } from 'react'

/**
 * Moves focus to the returned element whenever `key` changes after the first render (a new
 * question, the form, a result), so keyboard and screen-reader users land on the new content and
 * everyone sees it: focusing scrolls the element into view when it is off screen (below the fixed
 * navbar: `scroll-padding-top`), e.g. a result that replaced a long form. The element needs
 * `tabIndex={-1}`. The first render (the prerendered page, hydration) never takes focus.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null)
  const first = useRef(key)
  useEffect(() => {
    if (first.current === key) return
    first.current = ''
    ref.current?.focus()
  }, [key])
  return ref
}
