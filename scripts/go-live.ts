/**
 * `npm run go-live`: lists every fact only the business can give that is still unset
 * (src/content/business.ts) and every person still without a photo (src/content/people.ts), with
 * where to set it, and exits 1 while anything is; once all are set it prints the deploy settings
 * they give and exits 0. `--db <url>` reads the hosted project's database too (scripts/go-live-db.ts:
 * the schedules, the client-address setting, the retention periods) and lists what is wrong there;
 * without it, that check is listed as still to do. docs/go-live.md has the whole checklist and the
 * deploy steps.
 */
import { parseArgs } from 'node:util'
import { BUSINESS_FACTS } from '../src/content/business'
import { PEOPLE } from '../src/content/people'
import { deploySettings, goLiveGaps, type GoLiveGap } from '../src/domain/go-live'
import { DASHBOARD_STEPS, hostedDatabaseGaps } from './go-live-db'

const { db: dbUrl } = parseArgs({ options: { db: { type: 'string' } } }).values

const factGaps = goLiveGaps({ facts: BUSINESS_FACTS, people: PEOPLE })
const dbGaps: GoLiveGap[] = dbUrl
  ? await hostedDatabaseGaps(dbUrl, BUSINESS_FACTS)
  : [
      {
        key: 'hosted database',
        what: 'not checked: run `npm run go-live -- --db <the project database URL>`',
        where: '--db',
      },
    ]

const list = (gaps: GoLiveGap[]) => {
  const width = Math.max(...gaps.map((g) => g.where.length))
  for (const gap of gaps) console.log(`  ${gap.where.padEnd(width)}  ${gap.key}: ${gap.what}`)
}

if (factGaps.length > 0) {
  console.log(
    `Not ready to go live: ${factGaps.length} facts only the business can give are unset.\n`,
  )
  list(factGaps)
  console.log('\nSet each one (docs/go-live.md), then run `npm run go-live` again.')
} else {
  // Printed as soon as the facts are set: the database check needs the header SQL run first.
  const settings = deploySettings(BUSINESS_FACTS)
  console.log('Every fact is set. The deploy settings they give (docs/go-live.md):\n')
  console.log('Build environment (.env.production.local or the CI settings):')
  for (const line of settings.env) console.log(`  ${line}`)
  console.log('\nEdge Function secrets (fill in the <...> ones):')
  console.log(`  ${settings.secrets}`)
  console.log('\nClient address header (SQL editor of the hosted project):')
  console.log(`  ${settings.sql}`)
}
console.log(
  dbGaps.length > 0
    ? `\nThe hosted database${dbUrl ? ' (--db)' : ''}: ${dbGaps.length} to fix.\n`
    : '\nThe hosted database (--db): schedules, client-address header and retention periods as expected.',
)
if (dbGaps.length > 0) list(dbGaps)
console.log('\nIn the dashboard (no SQL can do it; check it by hand):')
for (const step of DASHBOARD_STEPS) console.log(`  ${step}`)
if (factGaps.length > 0 || dbGaps.length > 0) process.exitCode = 1
