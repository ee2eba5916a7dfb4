/**
 * The go-live checklist: which facts only the business can give are still unset
 * (src/content/business.ts) and which people still have no photo (src/content/people.ts). Pure:
 * `npm run go-live` (scripts/go-live.ts) prints the result and fails while it is not empty.
 */
import type { BusinessFacts } from '../content/business'
import type { Person } from '../content/people'

export interface GoLiveSettings {
  facts: BusinessFacts
  people: ReadonlyArray<Pick<Person, 'name' | 'photo'>>
}

/** One thing still to do: what it is, and where to set it. */
export interface GoLiveGap {
  key: string
  what: string
  where: string
}

const BUSINESS = 'src/content/business.ts'
const HOSTED = `${BUSINESS} (hosted)`
/** The two facts every page's first load reads live in a module of their own. */
const WEB = 'src/content/business-web.ts'
const WEB_FACTS: ReadonlySet<string> = new Set(['siteUrl', 'bookingPageUrl'])

/** Every fact, in checklist order, with what it is and where it is set. */
const FACTS: Record<Exclude<keyof BusinessFacts, 'hosted'>, string> = {
  legalName: 'The legal name that sends the mails (privacy page, every mail footer)',
  postalAddress:
    'The postal address every marketing mail must show (mails show a placeholder until it is set)',
  phone: 'The phone number on /contact, or false for none (no phone line is shown until then)',
  supportEmail: 'The support e-mail address on /contact',
  privacyEmail: 'The privacy contact (privacy page, erase pages, mail footers)',
  dataHosting: 'The database host and where the data is: provider and region (privacy page)',
  mailProvider: 'The mail provider (a processor) and where it keeps mail (privacy page)',
  mailProviderKeeps: 'How long the mail provider keeps each mail or its log (privacy page)',
  hostingLogsKeep:
    "How long the hosting's request logs are kept, the longest of them (privacy page)",
  transferSafeguard:
    'What protects data that leaves the EU/UK: adequacy decision or standard contractual clauses (privacy page)',
  siteUrl: "The site's domain: canonical links, sitemap, robots.txt, links in mails (SITE_URL)",
  bookingPageUrl: "The booking page the lesson pages' calendar opens (the coach's event page)",
  weeklyClassJoinUrl:
    'The weekly live class link, sent in its sign-up mail (WEEKLY_CLASS_JOIN_URL)',
  peopleConfirmed: 'The founder and coaches in src/content/people.ts are the real team',
}

const HOSTED_FACTS: Record<keyof BusinessFacts['hosted'], string> = {
  supabaseUrl: 'The hosted Supabase project URL (VITE_SUPABASE_URL)',
  supabaseAnonKey: "The project's anon key (VITE_SUPABASE_ANON_KEY)",
  clientAddressHeader:
    "The client IP header, checked on staging (app_private.client_settings 'client_address_header')",
  mailFrom: 'The SMTP sender, the From of every mail (MAIL_FROM)',
  contactInbox: "The inbox for the contact form's messages (CONTACT_INBOX)",
}

export function goLiveGaps({ facts, people }: GoLiveSettings): GoLiveGap[] {
  const gaps: GoLiveGap[] = []
  for (const [key, what] of Object.entries(FACTS) as [keyof typeof FACTS, string][])
    if (facts[key] === null) gaps.push({ key, what, where: WEB_FACTS.has(key) ? WEB : BUSINESS })
  for (const [key, what] of Object.entries(HOSTED_FACTS) as [keyof typeof HOSTED_FACTS, string][])
    if (facts.hosted[key] === null) gaps.push({ key: `hosted.${key}`, what, where: HOSTED })
  for (const person of people)
    if (!person.photo)
      gaps.push({
        key: `photo:${person.name}`,
        what: `A photo of ${person.name} (a monogram shows until then)`,
        where: 'src/content/people.ts',
      })
  return gaps
}

/**
 * The deploy settings the facts give: the build's environment, the Edge Functions' secrets (those
 * that are no business facts, such as the SMTP password, stay as placeholders to fill in) and the SQL
 * that sets the client address header. The site's own pages read business.ts directly.
 */
export function deploySettings(facts: BusinessFacts): {
  env: string[]
  secrets: string
  sql: string
} {
  const q = (value: string | null) => `'${(value ?? '').replaceAll("'", "'\\''")}'`
  return {
    sql: `update app_private.client_settings set value = '${(facts.hosted.clientAddressHeader ?? '').replaceAll("'", "''")}' where name = 'client_address_header';`,
    env: [
      `VITE_SUPABASE_URL=${facts.hosted.supabaseUrl ?? ''}`,
      `VITE_SUPABASE_ANON_KEY=${facts.hosted.supabaseAnonKey ?? ''}`,
    ],
    secrets: [
      'npx supabase secrets set',
      `SITE_URL=${q(facts.siteUrl)}`,
      `MAIL_FROM=${q(facts.hosted.mailFrom)}`,
      `CONTACT_INBOX=${q(facts.hosted.contactInbox)}`,
      `WEEKLY_CLASS_JOIN_URL=${q(facts.weeklyClassJoinUrl)}`,
      'MAIL_TOKEN_SECRET=<32+ random characters>',
      // The password of the provider's bounce and complaint webhook (docs/backend-and-mail.md).
      'MAIL_EVENTS_SECRET=<32+ random characters>',
      'SMTP_HOST=<provider> SMTP_PORT=465 SMTP_USER=<user> SMTP_PASS=<password>',
    ].join(' \\\n  '),
  }
}
