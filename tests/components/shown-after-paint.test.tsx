import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useShownAfterPaint } from '../../src/startup/shown-after-paint'

/** The hook with its chart at `open`, and what each render of it returned (`seen`). */
function renderRecorded(open: boolean) {
  const seen: boolean[] = []
  const hook = renderHook(
    (props: { open: boolean }) => {
      const shown = useShownAfterPaint(props.open)
      seen.push(shown)
      return shown
    },
    { initialProps: { open } },
  )
  return { seen, ...hook }
}

/**
 * A part that comes in answer to something (an overlay's dialog whose chart opened, a quiz answer's
 * feedback) shows in a render of its own at a transition's priority, after the one that saw it come
 * (no long task of the timer or tap that brought it plus the part), and goes in the very
 * render that sees it go.
 */
describe('useShownAfterPaint', () => {
  it('opens in a later render than the one that saw the chart open', () => {
    const { seen, result, rerender } = renderRecorded(false)
    expect(result.current).toBe(false)
    seen.length = 0
    act(() => rerender({ open: true }))
    expect(result.current).toBe(true)
    expect(seen[0], 'the render that sees the chart open still shows no dialog').toBe(false)
    expect(seen.at(-1)).toBe(true)
  })

  it('closes in the render that sees the chart close', () => {
    const { seen, result, rerender } = renderRecorded(true)
    expect(result.current, 'open from the first render (nothing to defer from)').toBe(true)
    seen.length = 0
    act(() => rerender({ open: false }))
    expect(seen.length).toBeGreaterThan(0)
    expect(
      seen.every((shown) => !shown),
      'no render shows the dialog once the chart closed',
    ).toBe(true)
  })
})
