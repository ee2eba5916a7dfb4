/**
 * The design system's card-grid rule: no lone card. A grid of `count` cards where at most `fits`
 * columns fit takes the fewest rows it can and spreads the cards evenly over them (4 cards where 3
 * fit: 2 x 2; 5 where 4 fit: 3 + 2; 6 where 4 fit: 3 + 3). Should that still leave one card alone on
 * the last row, it takes fewer columns until none is (7 where 3 fit: one column), so content is best
 * written in counts that divide well (2, 3, 4, 6, 8, 9).
 */
export function columnsWithoutOrphans(count: number, fits: number): number {
  if (count <= 1 || fits <= 1) return 1
  if (fits >= count) return count
  const rows = Math.ceil(count / fits)
  let columns = Math.ceil(count / rows)
  while (columns > 1 && count % columns === 1) columns--
  return columns
}

/**
 * The widths (px, the grid's own inline size) from which the column count changes, with the count
 * from there on: cards at least `minPx` wide, `gapPx` apart. Starts at one column from 0 px.
 */
export function columnSteps(
  count: number,
  minPx: number,
  gapPx: number,
): { fromPx: number; columns: number }[] {
  const steps = [{ fromPx: 0, columns: 1 }]
  for (let fits = 2; fits <= Math.max(count, 1); fits++) {
    const columns = columnsWithoutOrphans(count, fits)
    if (columns !== steps.at(-1)!.columns)
      steps.push({ fromPx: fits * minPx + (fits - 1) * gapPx, columns })
  }
  return steps
}
