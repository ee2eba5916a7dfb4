import type { Plugin } from 'vite'
import { WEEKLY_CLASS } from '../src/content/weekly-class.ts'
import { siteWeeklyClassCalendar } from '../src/domain/weekly-class-calendar.ts'

/**
 * The weekly class's calendar file at `/weekly-class.ics`: written into the client build (a static
 * file, so "Add to calendar" needs no script in the page) and answered by the dev server. It is
 * the same file every build (a fixed first Saturday and stamp).
 */
export function weeklyClassCalendarFile(): Plugin {
  const fileName = WEEKLY_CLASS.calendarPath.slice(1)
  let ssr = false
  return {
    name: 'weekly-class-calendar',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    configureServer(server) {
      server.middlewares.use(WEEKLY_CLASS.calendarPath, (_req, res) => {
        res.setHeader('Content-Type', 'text/calendar; charset=utf-8')
        res.end(siteWeeklyClassCalendar())
      })
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName, source: siteWeeklyClassCalendar() })
    },
  }
}
