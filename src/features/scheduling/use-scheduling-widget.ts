import { useEffect, useRef } from 'react'
import {
  FAILED_BEFORE,
  READY_BEFORE,
  selectFailed,
  selectReady,
} from '../../../machines/scheduling-widget.selectors'
import { SCHEDULING_WIDGET_PRELOAD_MARGIN_PX } from '../../../machines/timings'
import { SCHEDULING_EVENT_URL, SCHEDULING_SCRIPT_URL } from '../../content/site'
import { loadXState, useChart, useChartSelector } from '../../startup/chart'

/** What the scheduling service's script puts on window. */
interface SchedulingService {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}
declare global {
  interface Window {
    Calendly?: SchedulingService
  }
}

let scriptLoad: Promise<SchedulingService> | undefined

/** Loads the embed script once per page view; a failed load is forgotten so a later try can work. */
function loadService(): Promise<SchedulingService> {
  scriptLoad ??= new Promise<SchedulingService>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCHEDULING_SCRIPT_URL
    script.async = true
    script.onload = () =>
      window.Calendly
        ? resolve(window.Calendly)
        : reject(new Error('The scheduling script loaded without its widget'))
    script.onerror = () => {
      script.remove()
      reject(new Error('The scheduling script did not load'))
    }
    document.head.append(script)
  })
  scriptLoad.catch(() => {
    scriptLoad = undefined
  })
  return scriptLoad
}

/** The widget's chart with the browser's effect: loading the service's script. */
const loadSchedulingChart = () =>
  Promise.all([import('../../../machines/scheduling-widget.machine'), loadXState()]).then(
    ([{ schedulingWidgetMachine }, { fromPromise }]) =>
      schedulingWidgetMachine.provide({
        actors: {
          loadWidget: fromPromise<void>(async () => {
            await loadService()
          }),
        },
      }),
  )

/**
 * The booking section's chart: whether the service's calendar is in (`ready`) or could not load
 * (`failed`), neither until the chart runs. `section` is the element whose coming near the viewport
 * loads the service's script; `host` the element the service draws its calendar into, once.
 */
export function useSchedulingWidget() {
  const host = useRef<HTMLDivElement>(null)
  const section = useRef<HTMLElement>(null)
  const chart = useChart(loadSchedulingChart)
  const failed = useChartSelector(chart, selectFailed, FAILED_BEFORE)
  const ready = useChartSelector(chart, selectReady, READY_BEFORE)

  useEffect(() => {
    // Once the script is in, the service draws its calendar into the (empty) host, once.
    const node = host.current
    if (ready && node && !node.hasChildNodes())
      window.Calendly?.initInlineWidget({ url: SCHEDULING_EVENT_URL, parentElement: node })
  }, [ready])

  useEffect(() => {
    const node = section.current
    if (!node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          chart.send({ type: 'widget.near' })
          observer.disconnect()
        }
      },
      { rootMargin: `${SCHEDULING_WIDGET_PRELOAD_MARGIN_PX}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [chart])

  return { host, section, failed, ready }
}
