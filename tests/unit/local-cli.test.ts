/**
 * The flags of the local command-line tools (`npm run leads`, `mails`, `forget`): the long and
 * short spellings, `--name=value`, defaults, and errors that name the argument and show the usage;
 * `--help` prints the usage and exits 0.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOptions as forgetArgs } from '../../supabase/local/cli/forget'
import { readOptions as leadsArgs } from '../../supabase/local/cli/leads'
import { readOptions as mailsArgs } from '../../supabase/local/cli/mails'

const LEADS_USAGE =
  'usage: npm run leads -- [--limit N] [--table NAME] [--csv] [--sizes] [--db postgres://...]\n' +
  '  tables: newsletter_subscribers, weekly_live_lessons, free_tactics_cheat_sheet, quiz_submissions, ' +
  'chess_level_quiz, chess_style_quiz, study_plans, opening_recommender'
const MAILS_USAGE =
  'usage: npm run mails -- [--limit N] [--status held|pending|sending|sent|dead|suppressed] [--revive] [--db postgres://...]'
const FORGET_USAGE =
  'usage: npm run forget -- --email <address> [--export-only] [--db postgres://...]'

afterEach(() => vi.restoreAllMocks())

describe('npm run leads', () => {
  it('reads long, short and inline flags, with defaults for the rest', () => {
    expect(leadsArgs([])).toEqual({ limit: 50, table: null, csv: false, sizes: false, db: null })
    expect(leadsArgs(['-n', '5', '--table=study_plans', '--csv', '--db', 'postgres://x'])).toEqual({
      limit: 5,
      table: 'study_plans',
      csv: true,
      sizes: false,
      db: 'postgres://x',
    })
    expect(leadsArgs(['--sizes', '--limit=3', '-n=7', '-t', 'quiz_submissions'])).toMatchObject({
      limit: 7,
      table: 'quiz_submissions',
      sizes: true,
    })
  })

  it('refuses what it does not know, with the usage', () => {
    expect(() => leadsArgs(['--bogus'])).toThrow(`unknown argument "--bogus"\n${LEADS_USAGE}`)
    expect(() => leadsArgs(['x'])).toThrow(`unknown argument "x"\n${LEADS_USAGE}`)
    expect(() => leadsArgs(['--limit'])).toThrow(`--limit needs a value\n${LEADS_USAGE}`)
    expect(() => leadsArgs(['--limit', '0'])).toThrow(
      `--limit must be a positive integer\n${LEADS_USAGE}`,
    )
    expect(() => leadsArgs(['-t', 'nope'])).toThrow(`unknown table "nope"\n${LEADS_USAGE}`)
  })
})

describe('npm run mails', () => {
  it('reads its flags', () => {
    expect(mailsArgs([])).toEqual({ limit: 50, status: null, revive: false, db: null })
    expect(mailsArgs(['-s', 'dead', '--revive', '--limit', '2'])).toEqual({
      limit: 2,
      status: 'dead',
      revive: true,
      db: null,
    })
    expect(mailsArgs(['--status=held', '--db=a=b'])).toMatchObject({ status: 'held', db: 'a=b' })
  })

  it('refuses a status that is not one and a flag of another tool', () => {
    expect(() => mailsArgs(['--status', 'lost'])).toThrow(`unknown status "lost"\n${MAILS_USAGE}`)
    expect(() => mailsArgs(['--csv'])).toThrow(`unknown argument "--csv"\n${MAILS_USAGE}`)
  })
})

describe('npm run forget', () => {
  it('needs an address, trimmed', () => {
    expect(forgetArgs(['--email', ' A@b.c ', '--export-only'])).toEqual({
      email: 'A@b.c',
      exportOnly: true,
      db: null,
    })
    expect(() => forgetArgs([])).toThrow(`--email needs an address\n${FORGET_USAGE}`)
    expect(() => forgetArgs(['--email=x'])).toThrow(`--email needs an address\n${FORGET_USAGE}`)
    expect(() => forgetArgs(['--email'])).toThrow(`--email needs a value\n${FORGET_USAGE}`)
  })
})

it.each([
  ['leads', leadsArgs, LEADS_USAGE],
  ['mails', mailsArgs, MAILS_USAGE],
  ['forget', forgetArgs, FORGET_USAGE],
] as const)('npm run %s -- --help prints the usage and exits 0', (_, parse, usage) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`)
  })
  for (const flag of ['--help', '-h']) expect(() => parse([flag])).toThrow('exit 0')
  expect(exit).toHaveBeenCalledTimes(2)
  expect(log.mock.calls).toEqual([[usage], [usage]])
})
