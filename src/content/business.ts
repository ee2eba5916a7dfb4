/**
 * Facts about the business that only the business can give, in one place (the site's domain and
 * booking page are set in business-web.ts beside it, which every page's first load reads), with no
 * other imports: the privacy page and the site's pages read them, and so does every mail's footer
 * (the Edge Functions run this module under Deno). Each fact is either given or `unset`; `npm run go-live` lists every
 * one still unset (with the photos of the people in people.ts) and fails until none is
 * (docs/go-live.md).
 *
 * Where the site cannot do without a value (a mail must show a postal address, a page needs its
 * canonical origin), an unset fact falls back to a stand-in below, so development and the tests run;
 * a stand-in is never a reason to skip the checklist. A fact with no stand-in (the phone number) is
 * left out of every page while it is unset.
 */

import { BOOKING_PAGE_URL_FACT, SITE_URL_FACT } from './business-web.ts'

/** A fact the business has not given yet. */
const unset = null

/** Something to confirm rather than to type (a schedule that was set up): `true` once done. */
type Done = true | null

export interface BusinessFacts {
  /** The legal name that sends the mails and answers for the data. */
  legalName: string | null
  /**
   * The postal address every marketing mail must show (CAN-SPAM asks for a valid physical address;
   * a registered P.O. box will do).
   */
  postalAddress: string | null
  /**
   * The phone number on /contact, beside "Available during lesson hours"; `false` when the business
   * has no phone line (then, as while it is unset, the page shows no "Phone" line).
   */
  phone: string | false | null
  /** The support address on /contact. */
  supportEmail: string | null
  /** Where a person writes to about their data (an address that a person reads). */
  privacyEmail: string | null
  /**
   * The database host (a processor) and where the database and the functions run: the hosted
   * project's provider and region, as a reader says it.
   */
  dataHosting: string | null
  /** The mail provider (a processor) that delivers every mail, and where it keeps the mail. */
  mailProvider: string | null
  /** How long the mail provider keeps a copy or log of each mail it delivered, e.g. "45 days". */
  mailProviderKeeps: string | null
  /**
   * How long the hosting's request logs are kept (the database host's API and function logs and the
   * static host's access logs, the longest of them), e.g. "7 days": they hold the web addresses
   * requested, the links in our mails included.
   */
  hostingLogsKeep: string | null
  /**
   * What protects personal data that leaves the EU/UK with a processor, in words: an adequacy
   * decision (e.g. the EU-US Data Privacy Framework) or the European Commission's standard
   * contractual clauses in the processor's data processing agreement.
   */
  transferSafeguard: string | null
  /** The public site's origin, no trailing slash: canonical links, the sitemap, links in mails. */
  siteUrl: string | null
  /** The coach's 1-hour lesson event page on the scheduling service: the lesson pages' calendar. */
  bookingPageUrl: string | null
  /** The weekly live class's meeting link, sent in its sign-up mail (never shown on the site). */
  weeklyClassJoinUrl: string | null
  /** The founder and coaches in people.ts are the real ones, with their real names, titles and bios. */
  peopleConfirmed: Done
  /** The hosted Supabase project (docs/go-live.md). */
  hosted: {
    /** https://<ref>.supabase.co */
    supabaseUrl: string | null
    /** The project's public anon (or publishable) key: public by design, never the service key. */
    supabaseAnonKey: string | null
    /**
     * The request header the project's gateway sets to the caller's address, checked on a staging
     * project (app_private.client_settings 'client_address_header'; docs/leads-and-abuse.md).
     */
    clientAddressHeader: string | null
    /** The From header of every mail, e.g. "Checkmate Tutors <hello@example.com>". */
    mailFrom: string | null
    /** The inbox that receives the contact form's messages. */
    contactInbox: string | null
  }
}

export const BUSINESS_FACTS: BusinessFacts = {
  legalName: unset,
  postalAddress: unset,
  phone: unset,
  supportEmail: unset,
  privacyEmail: unset,
  dataHosting: unset,
  mailProvider: unset,
  mailProviderKeeps: unset,
  hostingLogsKeep: unset,
  transferSafeguard: unset,
  siteUrl: SITE_URL_FACT,
  bookingPageUrl: BOOKING_PAGE_URL_FACT,
  weeklyClassJoinUrl: unset,
  peopleConfirmed: unset,
  hosted: {
    supabaseUrl: unset,
    supabaseAnonKey: unset,
    clientAddressHeader: unset,
    mailFrom: unset,
    contactInbox: unset,
  },
}

/** What development shows while a fact is unset; the checklist keeps each from going live. */
const STAND_INS = {
  legalName: 'Checkmate Tutors',
  postalAddress: '123 Example Street, Suite 100, Springfield, IL 62701, USA',
  supportEmail: 'support@checkmatetutors.com',
  privacyEmail: 'privacy@checkmatetutors.com',
  dataHosting: 'Supabase (Amazon Web Services, us-east-1, United States)',
  mailProvider: 'our e-mail delivery service (United States)',
  mailProviderKeeps: '30 days',
  hostingLogsKeep: '7 days',
  transferSafeguard:
    "the European Commission's standard contractual clauses, in each provider's data processing agreement",
} as const

/** The fact, or its stand-in while it is unset (pure: a page that reads none of them bundles none). */
function given<T>(fact: T | null, standIn: T): T {
  return fact ?? standIn
}

export const BUSINESS_NAME: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.legalName,
  STAND_INS.legalName,
)
export const BUSINESS_POSTAL_ADDRESS: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.postalAddress,
  STAND_INS.postalAddress,
)
export const PRIVACY_CONTACT_EMAIL: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.privacyEmail,
  STAND_INS.privacyEmail,
)
export const DATA_HOSTING: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.dataHosting,
  STAND_INS.dataHosting,
)
export const MAIL_PROVIDER: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.mailProvider,
  STAND_INS.mailProvider,
)
export const MAIL_PROVIDER_KEEPS: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.mailProviderKeeps,
  STAND_INS.mailProviderKeeps,
)
export const HOSTING_LOGS_KEEP: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.hostingLogsKeep,
  STAND_INS.hostingLogsKeep,
)
export const TRANSFER_SAFEGUARD: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.transferSafeguard,
  STAND_INS.transferSafeguard,
)
export const SUPPORT_EMAIL: string = /* @__PURE__ */ given(
  BUSINESS_FACTS.supportEmail,
  STAND_INS.supportEmail,
)
/** The phone number, or null: then no page shows a phone number or a "Phone" label. */
export const BUSINESS_PHONE: string | null = /* @__PURE__ */ given<string | null>(
  typeof BUSINESS_FACTS.phone === 'string' ? BUSINESS_FACTS.phone : null,
  null,
)
