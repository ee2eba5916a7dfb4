/**
 * The About page's copy (spec §2 /about): quick facts, story and FAQ. The founder and the team are
 * in src/content/people.ts; the founder's name matches the article author (src/content/articles).
 */
import type { Fact } from './blocks'
import type { FaqItem } from './faqs'

export const ABOUT_INTRO =
  'We are a team of titled chess masters teaching private online lessons to kids and adults, led by a Woman FIDE Master who is also a Certified Public Accountant.'

export const QUICK_FACTS: Fact[] = [
  { value: 'WFM to GM', label: 'The FIDE titles of our coaches' },
  { value: '6 to 82', label: 'Ages of our students' },
  { value: '2000+', label: 'From complete beginners up to this rating' },
  { value: 'From $30', label: 'Per private 1-on-1 session' },
  { value: '7 days', label: 'A week, 8:00 AM to 9:00 PM, all US time zones' },
  { value: '24 hours', label: 'Maximum reply time to any message' },
]

export const OUR_STORY = [
  'Checkmate Tutors began with a handful of students. Anna was working as an accountant and teaching chess in the evenings, and families kept asking whether she knew other coaches who taught the way she did.',
  'She did. One by one she brought in titled masters who believe that good teaching matters as much as playing strength, and she moved every lesson online, so that a student in Seattle and a student in Miami can learn from the same coach.',
  'Today our coaches teach 1-on-1 lessons 7 days a week, from 8:00 AM to 9:00 PM across all US time zones, to students aged 6 to 82. We still welcome every student the same way: with a free 20-minute assessment, so that the first real lesson is built for you.',
]

export const ABOUT_FAQS: FaqItem[] = [
  {
    question: 'Who founded Checkmate Tutors?',
    answer:
      'WFM Anna Kovacs, a Woman FIDE Master and Certified Public Accountant. She leads our team of titled masters and still teaches students of her own.',
  },
  {
    question: 'Are all of your coaches titled players?',
    answer:
      'Yes. Every coach holds a FIDE title: our coaches are Candidate Masters, FIDE Masters, International Masters and Grandmasters, and our founder is a Woman FIDE Master. We choose them for teaching skill as well as playing strength.',
  },
  {
    question: 'How do you choose my coach?',
    answer:
      'After your free 20-minute assessment we match you with the coach who best suits your age, level, goals and schedule.',
  },
  {
    question: 'Where do lessons take place?',
    answer:
      'Online, over a video call, with a free chess-playing website to play and analyse positions together. All you need is a computer or tablet with a camera.',
  },
  {
    question: 'How much do lessons cost?',
    answer:
      'Private lessons start from $30 per session, for 30, 45 or 60 minutes. 45 minutes is the most popular length; 60 minutes is the standard.',
  },
]

export const ABOUT_NEWSLETTER = {
  heading: 'Our Newsletter',
  text: 'Chess tips, new articles and news from our coaches, once a week.',
}

/** The about page's section headings, in page order. */
export const ABOUT_SECTIONS = {
  founder: 'Meet Our Founder',
  facts: 'Quick Facts',
  team: {
    heading: 'Meet the Team',
    intro:
      'Every lesson is taught by a titled master, chosen for how well they teach as much as for how well they play.',
  },
  whyChoose: 'Why Choose Us',
  story: 'Our Story',
  faqs: 'Questions About Us',
}
