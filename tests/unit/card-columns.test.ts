import { describe, expect, it } from 'vitest'
import { columnsWithoutOrphans, columnSteps } from '../../src/domain/card-columns'

/** The rows a grid of `count` cards in `columns` columns makes: 5 in 3 -> [3, 2]. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, i) =>
    Math.min(columns, count - i * columns),
  )

describe('card grid: no lone card', () => {
  it.each([
    { count: 4, fits: 3, columns: 2 },
    { count: 4, fits: 4, columns: 4 },
    { count: 4, fits: 2, columns: 2 },
    { count: 5, fits: 4, columns: 3 },
    { count: 5, fits: 2, columns: 1 },
    { count: 6, fits: 4, columns: 3 },
    { count: 6, fits: 5, columns: 3 },
    { count: 3, fits: 2, columns: 1 },
    { count: 8, fits: 3, columns: 3 },
    { count: 9, fits: 4, columns: 3 },
    { count: 1, fits: 4, columns: 1 },
  ])('$count cards where $fits fit: $columns columns', ({ count, fits, columns }) => {
    expect(columnsWithoutOrphans(count, fits)).toBe(columns)
  })

  it('never leaves one card alone on a last row of a multi-column grid, never exceeds what fits', () => {
    for (let count = 1; count <= 24; count++)
      for (let fits = 1; fits <= 8; fits++) {
        const columns = columnsWithoutOrphans(count, fits)
        expect(columns).toBeLessThanOrEqual(Math.max(1, fits))
        if (columns > 1) expect(rows(count, columns).at(-1)).toBeGreaterThan(1)
      }
  })

  it('steps: 4 cards of 240 px, 20 px apart: 1 column, 2 from 500 px, 4 from 1020 px', () => {
    expect(columnSteps(4, 240, 20)).toEqual([
      { fromPx: 0, columns: 1 },
      { fromPx: 500, columns: 2 },
      { fromPx: 1020, columns: 4 },
    ])
  })
})
