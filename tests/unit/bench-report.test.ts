// @vitest-environment node
/**
 * docs/generated/bench.md: a bench run rewrites its own section and keeps the others, in a fixed
 * order, so the lighthouse figures survive a later `--flows` run and the other way round.
 */
import { describe, expect, it } from 'vitest'
import { benchSections, withBenchSection } from '../../scripts/bench-report'

describe('the bench figures file', () => {
  it('rewrites one section and keeps the others, in a fixed order', () => {
    const first = withBenchSection(undefined, 'flows', '## Interactions\n\nold flows')
    const both = withBenchSection(first, 'lighthouse', '## Lighthouse\n\nfigures')
    const again = withBenchSection(both, 'flows', '## Interactions\n\nnew flows')
    expect(benchSections(again)).toEqual({
      lighthouse: '## Lighthouse\n\nfigures',
      flows: '## Interactions\n\nnew flows',
    })
    expect(again.indexOf('## Lighthouse')).toBeLessThan(again.indexOf('## Interactions'))
    expect(again).not.toContain('old flows')
    expect(again.startsWith('# Bench figures\n')).toBe(true)
  })

  it('reads no section from a file without markers', () => {
    expect(benchSections('# Bench figures\n\nnothing yet\n')).toEqual({})
  })
})
