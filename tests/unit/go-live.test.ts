// @vitest-environment node
/**
 * The go-live checklist (src/domain/go-live.ts, `npm run go-live`): every fact only the business can
 * give is either set or listed with where to set it, and the command fails while any is listed.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { BUSINESS_FACTS, type BusinessFacts } from '../../src/content/business'
import { contactDetails } from '../../src/content/contact'
import { PEOPLE, type Person } from '../../src/content/people'
import { deploySettings, goLiveGaps } from '../../src/domain/go-live'

const root = join(__dirname, '..', '..')

const FILLED: BusinessFacts = {
  legalName: 'Checkmate Tutors LLC',
  postalAddress: 'PO Box 42, Chicago, IL 60601, USA',
  phone: '+1 (312) 555-0100',
  supportEmail: 'support@example.org',
  privacyEmail: 'privacy@example.org',
  dataHosting: 'Supabase (AWS eu-central-1, Germany)',
  mailProvider: 'Postmark (ActiveCampaign), United States',
  mailProviderKeeps: '45 days',
  hostingLogsKeep: '7 days',
  transferSafeguard: 'the EU-US Data Privacy Framework (an adequacy decision)',
  siteUrl: 'https://www.example.org',
  bookingPageUrl: 'https://calendly.com/example/1-hour-lesson',
  weeklyClassJoinUrl: 'https://meet.example.org/weekly',
  peopleConfirmed: true,
  hosted: {
    supabaseUrl: 'https://abcd.supabase.co',
    supabaseAnonKey: 'sb_publishable_xyz',
    clientAddressHeader: 'cf-connecting-ip',
    mailFrom: 'Checkmate Tutors <hello@example.org>',
    contactInbox: 'coaches@example.org',
  },
}

const photo: Person['photo'] = {
  sources: [{ src: '/images/people/a-200.jpg', width: 200 }],
  width: 200,
  height: 200,
}
const PEOPLE_WITH_PHOTOS = PEOPLE.map((p) => ({ ...p, photo }))

describe('goLiveGaps', () => {
  it("lists today's unset facts and every person without a photo, with where to set each", () => {
    const gaps = goLiveGaps({ facts: BUSINESS_FACTS, people: PEOPLE })
    const keys = gaps.map((g) => g.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'postalAddress',
        'phone',
        'privacyEmail',
        'siteUrl',
        'bookingPageUrl',
        'weeklyClassJoinUrl',
        'hosted.supabaseUrl',
        'hosted.supabaseAnonKey',
        'hosted.clientAddressHeader',
        'mailProvider',
        'transferSafeguard',
        'hosted.mailFrom',
        ...PEOPLE.map((p) => `photo:${p.name}`),
      ]),
    )
    for (const gap of gaps)
      expect(gap.where).toMatch(/^src\/content\/(business|business-web|people)\.ts/)
    expect(gaps.find((g) => g.key === 'siteUrl')?.where).toBe('src/content/business-web.ts')
  })

  it('is empty once every fact and photo is given', () => {
    expect(goLiveGaps({ facts: FILLED, people: PEOPLE_WITH_PHOTOS })).toEqual([])
  })

  it('lists exactly what is still missing', () => {
    const facts = {
      ...FILLED,
      postalAddress: null,
      hosted: { ...FILLED.hosted, mailFrom: null },
    }
    const people = PEOPLE_WITH_PHOTOS.map((p, i) => (i === 0 ? { name: p.name } : p))
    expect(goLiveGaps({ facts, people }).map((g) => g.key)).toEqual([
      'postalAddress',
      'hosted.mailFrom',
      `photo:${PEOPLE[0]!.name}`,
    ])
  })

  it('counts "no phone line" (false) as an answer, and an unset phone as missing', () => {
    expect(goLiveGaps({ facts: { ...FILLED, phone: false }, people: PEOPLE_WITH_PHOTOS })).toEqual(
      [],
    )
    expect(
      goLiveGaps({ facts: { ...FILLED, phone: null }, people: PEOPLE_WITH_PHOTOS }).map(
        (g) => g.key,
      ),
    ).toEqual(['phone'])
  })
})

describe('deploySettings', () => {
  it('gives the build environment, the function secrets and the header SQL from the facts', () => {
    const settings = deploySettings(FILLED)
    expect(settings.env).toEqual([
      'VITE_SUPABASE_URL=https://abcd.supabase.co',
      'VITE_SUPABASE_ANON_KEY=sb_publishable_xyz',
    ])
    expect(settings.secrets).toContain("SITE_URL='https://www.example.org'")
    expect(settings.secrets).toContain("MAIL_FROM='Checkmate Tutors <hello@example.org>'")
    expect(settings.secrets).toContain("WEEKLY_CLASS_JOIN_URL='https://meet.example.org/weekly'")
    expect(settings.secrets).toContain("CONTACT_INBOX='coaches@example.org'")
    // The mail provider's webhook needs its password, or no bounce or complaint reaches the database.
    expect(settings.secrets).toContain('MAIL_EVENTS_SECRET=')
    expect(settings.sql).toBe(
      "update app_private.client_settings set value = 'cf-connecting-ip' where name = 'client_address_header';",
    )
  })
})

describe('npm run go-live', () => {
  it('fails today, listing what is unset and where', async () => {
    const run = promisify(execFile)(
      join(root, 'node_modules', '.bin', 'tsx'),
      [join(root, 'scripts', 'go-live.ts')],
      { cwd: root },
    )
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stdout).toContain('src/content/business.ts')
    expect(failure?.stdout).toContain('postalAddress')
    expect(failure?.stdout).toContain(`photo:${PEOPLE[0]!.name}`)
    expect(failure?.stdout).toContain('hosted database: not checked')
    expect(failure?.stdout).toContain('"Allow new users to sign up" off')
  }, 60_000)
})

describe("the contact card's phone line", () => {
  it('keeps the spec\'s words with no "Phone" label while no number is set', () => {
    const lines = contactDetails(null)
    expect(lines.map((l) => l.label)).toEqual(['Email', 'Support', 'Location'])
    expect(lines[1]).toEqual({ label: 'Support', text: 'Available during lesson hours' })
  })

  it("shows the number, callable, beside the spec's words once one is set", () => {
    expect(contactDetails('+1 (312) 555-0100')[1]).toEqual({
      label: 'Phone',
      link: { text: '+1 (312) 555-0100', href: 'tel:+13125550100' },
      text: 'Available during lesson hours',
    })
  })
})
