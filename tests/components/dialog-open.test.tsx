import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDialogOpen } from '../../src/features/overlays/dialogs'

/**
 * An overlay's dialog opens in a render of its own at a transition's priority, after the one that
 * saw its chart open (issue 23: no long task of the timer or event that opened it plus the dialog),
 * and closes in the very render that sees its chart close.
 */
describe('useDialogOpen', () => {
  it('opens in a later render than the one that saw the chart open', () => {
    const seen: boolean[] = []
    const { result, rerender } = renderHook(
      ({ open }) => {
        const shown = useDialogOpen(open)
        seen.push(shown)
        return shown
      },
      { initialProps: { open: false } },
    )
    expect(result.current).toBe(false)
    seen.length = 0
    act(() => rerender({ open: true }))
    expect(result.current).toBe(true)
    expect(seen[0], 'the render that sees the chart open still shows no dialog').toBe(false)
    expect(seen.at(-1)).toBe(true)
  })

  it('closes in the render that sees the chart close', () => {
    const seen: boolean[] = []
    const { result, rerender } = renderHook(
      ({ open }) => {
        const shown = useDialogOpen(open)
        seen.push(shown)
        return shown
      },
      { initialProps: { open: true } },
    )
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
