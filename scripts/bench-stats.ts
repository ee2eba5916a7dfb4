/**
 * Small helpers every bench mode shares: the median its figures are, the load average printed
 * beside them (a shared machine's load shows in every figure), and the tables its results are
 * printed and written as.
 */
import { loadavg } from 'node:os'

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')

/** Rows as aligned text columns for the terminal: the first left-aligned, the others right. */
export function printTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n')
}

/** Rows (the first is the head) as a Markdown table: the first column left-aligned, numbers right. */
export function markdownTable(rows: string[][]): string {
  const [head, ...body] = rows
  const align = head!.map((_, i) => (i === 0 ? ':--' : '--:'))
  return [head!, align, ...body].map((row) => `| ${row.join(' | ')} |`).join('\n')
}
