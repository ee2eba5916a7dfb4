import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import inter from '@capsizecss/metrics/inter'
import { describe, expect, it } from 'vitest'
import { FALLBACK_METRICS } from '../../src/ui/theme'

// The 'Inter Fallback' face in theme.ts carries hard-coded metric overrides (so no build step is
// needed). They must be what capsize computes from Inter's and Arial's metrics, or the swap from the
// fallback to Inter moves text (CLS).
describe('brand font fallback metrics', () => {
  it('are the overrides capsize computes for Inter over Arial', () => {
    const { fontFaces } = createFontStack([inter, arial])
    const value = (name: string) => new RegExp(`${name}:\\s*([\\d.]+%)`).exec(fontFaces)?.[1]
    expect(FALLBACK_METRICS).toEqual({
      ascentOverride: value('ascent-override'),
      descentOverride: value('descent-override'),
      lineGapOverride: value('line-gap-override'),
      sizeAdjust: value('size-adjust'),
    })
  })
})
