import { useEffect, useRef } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * For a controlled field whose value lives in a machine: a visitor can type into the prerendered
 * field before React has hydrated it. React keeps what the DOM holds but the machine never heard
 * of it, and the next render would wipe it. Once mounted, this hands the DOM's value to `onChange`
 * when it differs from the machine's, so the typed text stays and is what gets submitted.
 * Returns the ref to put on the field.
 */
export function useTypedBeforeHydration<T extends Field>(
  value: string,
  onChange: ((value: string) => void) | undefined,
) {
  const ref = useRef<T>(null)
  const first = useRef({ value, onChange })
  useEffect(() => {
    const node = ref.current
    const { value: rendered, onChange: report } = first.current
    if (node && report && node.value !== rendered) report(node.value)
  }, [])
  return ref
}
