/**
 * The careers page's copy (spec §2 /careers, §9 "Instructor pay", "Hiring"). Kept apart from
 * careers.ts, whose job facts feed the JobPosting structured data in every page's head (the shared
 * bundle): this copy loads with the careers page only. Both say the same terms.
 */
import type { Fact } from './blocks'

export const CAREERS_INTRO =
  'Teach private 1-on-1 chess lessons online to kids and adults, on your own schedule. We are looking for titled masters who love to explain the game.'

/** The job at a glance: the terms of spec §9. */
export const JOB_TERMS: Fact[] = [
  { label: 'Pay', value: '30 USD per hour' },
  { label: 'Contract', value: 'Independent contractor' },
  { label: 'Hours', value: 'Flexible: you choose when you teach' },
  { label: 'Payment', value: 'Paid twice monthly' },
  { label: 'Location', value: 'Remote' },
  { label: 'Hiring time', value: '2-3 weeks' },
]

export const ROLE_DESCRIPTION =
  'As a remote chess instructor you teach private lessons over video call, using a free chess-playing website to play and analyse with your students. Your students are kids aged 5 to 17 and adults, from complete beginners to players rated 2000+, and we match each of them to the coach who suits them best.'

export const RESPONSIBILITIES = [
  'Teach 1-on-1 lessons of 30, 45 or 60 minutes over video call',
  'Plan each lesson around the student’s level, games and goals',
  'Review students’ games and set practice between lessons',
  'Keep parents of younger students informed about their progress',
]

export const REQUIREMENTS = [
  'FIDE Master or higher: FIDE Master (FM), International Master (IM) or Grandmaster (GM)',
  'Clear, patient explanations for beginners as well as strong players',
  'Fluent spoken and written English',
  'A computer with a camera, a headset and a reliable internet connection',
]

export const BENEFITS = [
  '30 USD per hour for every lesson you teach',
  'Flexible hours: lessons run 7 days a week, 8:00 AM to 9:00 PM across US time zones, and you choose your slots',
  'Paid twice monthly, as an independent contractor',
  'Work from home, wherever you are',
  'Students matched to your strengths, and a team of titled masters to share ideas with',
]

/** Spec §3 "Hiring step". */
export interface HiringStep {
  step: number
  title: string
  description: string
}

/** The four steps of spec §9; hiring takes 2-3 weeks. */
export const HIRING_STEPS: HiringStep[] = [
  {
    step: 1,
    title: 'Written Application',
    description:
      'Tell us about your title, your teaching experience and the students you enjoy teaching.',
  },
  {
    step: 2,
    title: 'Video Interview',
    description: 'A 30-minute video interview with our team about how you teach.',
  },
  {
    step: 3,
    title: 'Sample Lesson',
    description: 'Teach a short sample lesson so we can see you explain an idea.',
  },
  {
    step: 4,
    title: 'Written Case Studies',
    description:
      'Answer a few written case studies: how you would plan lessons for real student situations.',
  },
]

/**
 * The 'Interest Form' button: the spec leaves its target blank, so it opens the contact page in a
 * new tab with this subject prefilled.
 */
export const INTEREST_FORM_SUBJECT = 'Instructor application'

/** The careers page's section headings, in page order. */
export const CAREERS_SECTIONS = {
  terms: 'The Job at a Glance',
  role: 'About the Role',
  requirements: 'Requirements',
  benefits: 'Benefits',
  hiring: { heading: 'Hiring Process', intro: 'Hiring takes 2-3 weeks, in four steps.' },
}

export const CAREERS_CTA = {
  heading: 'Interested?',
  text: 'Fill in our Interest Form and tell us about yourself. We reply within 24 hours.',
  button: 'Interest Form',
  contact: 'Questions? Contact us',
}
