import { OPEN_BEFORE, selectOpen } from '../../machines/accordion.selectors'
import { useChart, useChartSelector } from '../startup/chart'

const loadAccordion = () =>
  import('../../machines/accordion.machine').then((module) => module.accordionMachine)

/** One accordion's chart: which answer is open (none until the chart runs), and the toggle. */
export function useAccordion() {
  const chart = useChart(loadAccordion)
  return {
    open: useChartSelector(chart, selectOpen, OPEN_BEFORE),
    toggle: (index: number) => chart.send({ type: 'accordion.toggle', index }),
  }
}
