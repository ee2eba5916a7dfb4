import { useDeferredValue } from 'react'

/**
 * Whether a part that comes in answer to something (a chart opening a dialog on its timer or on a
 * mouseout, a quiz answer's feedback) shows yet: it shows in a render of its own, at a transition's
 * priority (`useDeferredValue`), and goes in the very render that sees it go.
 *
 * The task that brought it (the timer, the tap) then ends with a small render and the browser paints
 * (the pressed option); React renders the part in slices after that paint and runs its effects (a
 * dialog's focus trap, which reads the page's styles) after committing it. A popup opening
 * 3 s after load was one task of ~150 ms at CPU 4x (Total Blocking Time), and a quiz answer that
 * rendered its feedback in the tap's own render took 80-200 ms to its next paint (INP).
 */
export function useShownAfterPaint(shown: boolean): boolean {
  const deferred = useDeferredValue(shown)
  return shown && deferred
}
