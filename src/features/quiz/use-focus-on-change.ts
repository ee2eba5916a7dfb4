import { useEffect, useRef } from 'react'

/**
 * Moves focus to the returned element whenever `key` changes after the first render (a new
 * question, the form, the results), so keyboard and screen-reader users land on the new content.
 * The first render (the prerendered page, hydration) never takes focus.
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
