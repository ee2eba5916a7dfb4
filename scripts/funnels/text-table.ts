/** A table as lines of text: the first column flush left, the others flush right, two spaces apart. */
export function textTable(head: readonly string[], body: readonly string[][]): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => (row[c] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd()
  return [line(head), ...body.map(line)]
}
