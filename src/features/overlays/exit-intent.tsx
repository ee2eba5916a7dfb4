import { useEffect } from 'react'
import { whenLive } from '../../startup/before-hydration'
import { whenLoaded } from '../../startup/page-timeline'
import { ExitIntentDialog } from './dialogs'
import { useExitIntent } from './use-exit-intent'

/**
 * The exit-intent modal of one page view (the root renders it keyed by the path); its chart runs in
 * `useExitIntent`.
 */
export function ExitIntent() {
  const { open, close } = useExitIntent()

  // Once the page has loaded and is live, the dialog's code is fetched ahead: the modal shows the
  // moment the visitor leaves, not a download later (the dwell is longer than the wait).
  useEffect(() => {
    let cancelLoaded = () => {}
    const cancelLive = whenLive(() => {
      cancelLoaded = whenLoaded(() => ExitIntentDialog.preload())
    })
    return () => {
      cancelLive()
      cancelLoaded()
    }
  }, [])

  if (!open) return null
  return <ExitIntentDialog onClose={close} />
}
