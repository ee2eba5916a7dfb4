import { MENU_OPEN_BEFORE, selectMenuOpen } from '../../../machines/nav-menu.selectors'
import { useChart, useChartSelector } from '../../startup/chart'

const loadNavMenu = () =>
  import('../../../machines/nav-menu.machine').then((module) => module.navMenuMachine)

/** The phone menu's chart: whether it is open (closed until the chart runs), toggle and close. */
export function useNavMenu() {
  const chart = useChart(loadNavMenu)
  return {
    open: useChartSelector(chart, selectMenuOpen, MENU_OPEN_BEFORE),
    toggle: () => chart.send({ type: 'menu.toggle' }),
    close: () => chart.send({ type: 'menu.close' }),
  }
}
