/**
 * `npm run go-live`: lists every fact only the business can give that is still unset
 * (src/content/business.ts) and every person still without a photo (src/content/people.ts), with
 * where to set it, and exits 1 while anything is; once all are set it prints the deploy settings
 * they give and exits 0. docs/go-live.md has the whole checklist and the deploy steps.
 */
import { BUSINESS_FACTS } from '../src/content/business'
import { PEOPLE } from '../src/content/people'
import { deploySettings, goLiveGaps } from '../src/domain/go-live'

const gaps = goLiveGaps({ facts: BUSINESS_FACTS, people: PEOPLE })

if (gaps.length > 0) {
  const width = Math.max(...gaps.map((g) => g.where.length))
  console.log(`Not ready to go live: ${gaps.length} facts only the business can give are unset.\n`)
  for (const gap of gaps) console.log(`  ${gap.where.padEnd(width)}  ${gap.key}: ${gap.what}`)
  console.log('\nSet each one (docs/go-live.md), then run `npm run go-live` again.')
  process.exitCode = 1
} else {
  const settings = deploySettings(BUSINESS_FACTS)
  console.log('Every fact is set. The deploy settings they give (docs/go-live.md):\n')
  console.log('Build environment (.env.production.local or the CI settings):')
  for (const line of settings.env) console.log(`  ${line}`)
  console.log('\nEdge Function secrets (fill in the <...> ones):')
  console.log(`  ${settings.secrets}`)
  console.log('\nClient address header (SQL editor of the hosted project):')
  console.log(`  ${settings.sql}`)
}
