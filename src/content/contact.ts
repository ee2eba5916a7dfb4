/** The contact page's copy (spec §2 /contact): intro and the side cards. */
import type { Fact, PageLink } from './blocks'
import { BUSINESS_PHONE, SUPPORT_EMAIL } from './business'
import type { FaqItem } from './faqs'

export const CONTACT_INTRO =
  "Questions about lessons, schedules or prices? Send us a message and we'll reply within 24 hours."

/** The spec's phone line, kept whether or not a number is set. */
const PHONE_HOURS = 'Available during lesson hours'

/**
 * The contact card's lines. The phone line is labelled "Phone" only once the business has given a
 * number (src/content/business.ts), and then carries it; until then the spec's words stand under
 * "Support", so no "Phone" label sits there without a number.
 */
export function contactDetails(phone: string | null = BUSINESS_PHONE): ContactLine[] {
  return [
    { label: 'Email', link: { text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` } },
    phone === null
      ? { label: 'Support', text: PHONE_HOURS }
      : {
          label: 'Phone',
          link: { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
          text: PHONE_HOURS,
        },
    { label: 'Location', text: 'Online worldwide' },
  ]
}

/** A contact line: a link (the address, the number), a line of text, or the link over the text. */
export interface ContactLine {
  label: string
  link?: { text: string; href: string }
  text?: string
}

export const CONTACT_DETAILS: ContactLine[] = contactDetails()

export const OFFICE_HOURS: Fact[] = [
  { label: 'Response time', value: 'We reply within 24 hours' },
  { label: 'Lessons', value: '7 days a week, 8:00 AM to 9:00 PM, all US time zones' },
  { label: 'Scheduling', value: 'Flexible scheduling: pick the lesson times that suit you' },
]

export const CONTACT_QUICK_LINKS: PageLink[] = [
  { to: '/lessons/kids', label: 'Lessons for Kids' },
  { to: '/lessons/adults', label: 'Lessons for Adults' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/about', label: 'About Us' },
  { to: '/careers', label: 'Careers' },
]

export const CONTACT_COMMON_QUESTIONS: FaqItem[] = [
  {
    question: 'How much are private lessons?',
    answer: 'Private 1-on-1 lessons start from $30/session, for 30, 45 or 60 minutes.',
  },
  {
    question: 'Which ages do you teach?',
    answer: 'All ages: kids from 5 to 17 and adults of any age. Our students are 6 to 82.',
  },
  {
    question: 'Are you hiring chess masters?',
    answer: 'Yes: we hire titled masters (FM, IM, GM) as remote instructors.',
  },
]

/** The contact page's breadcrumb, form heading and side-card headings. */
export const CONTACT_PAGE = {
  breadcrumb: { home: 'Home', current: 'Contact' },
  formHeading: 'Send Us a Message',
  formNote: 'All fields are required.',
  panels: {
    details: 'Contact Information',
    hours: 'Office Hours',
    links: 'Quick Links',
    questions: 'Common Questions',
  },
}
