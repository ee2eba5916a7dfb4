import { useSyncExternalStore } from 'react'
import { isoDate, nextThursday } from '../../domain/next-thursday'
import { formatSessionDate } from '../../domain/dates'

const noSubscription = () => () => {}
const todaysNextThursday = () => isoDate(nextThursday(new Date()))

/**
 * The date of the next available session (the next Thursday after today). It depends on the
 * visitor's today and time zone, so the prerender (built on another day, maybe in another zone)
 * says only 'Thursday', and the browser fills in the date as it hydrates (React renders the server
 * value first, then the browser's, without a mismatch).
 */
export function NextSessionDate() {
  const iso = useSyncExternalStore(noSubscription, todaysNextThursday, () => null)
  if (!iso) return <span>Thursday</span>
  const [year, month, day] = iso.split('-').map(Number)
  return <time dateTime={iso}>{formatSessionDate(new Date(year!, month! - 1, day!))}</time>
}
