/** A JSON object (not null, not an array): what a request body or a stored row must be to be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
