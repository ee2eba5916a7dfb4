/**
 * A retention period as the privacy page says it: whole years in months ('12 months', '24 months'),
 * anything else in days ('90 days', '30 days').
 */
export function periodText(days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new Error(`not a period in days: ${days}`)
  if (days % 365 === 0) return `${(days / 365) * 12} months`
  return days === 1 ? '1 day' : `${days} days`
}
