/** The /faqs page's copy around the nine questions of faqs.ts (spec §2 /faqs). */
import type { PageLink } from './blocks'

export const FAQS_INTRO =
  'Everything families and adult students ask us about private online chess lessons: prices, lesson lengths, scheduling, ages and levels.'

/** The spec's links from /faqs, in its order. */
export const FAQS_PAGE_LINKS: PageLink[] = [
  {
    to: '/lessons/kids',
    label: 'Lessons for Kids',
    text: 'Private lessons for ages 5 to 17, starting with a 20-minute intro session.',
  },
  {
    to: '/lessons/adults',
    label: 'Lessons for Adults',
    text: 'Private lessons for adults, from first moves to 2000+.',
  },
  {
    to: '/find-your-level',
    label: 'Find Your Chess Level',
    text: 'A free quiz that estimates your level and suggests what to study.',
  },
  {
    to: '/opening-recommender',
    label: 'Opening Recommender',
    text: 'Answer five questions and get an opening that suits how you play.',
  },
  {
    to: '/study-plan',
    label: 'Study Plan Generator',
    text: 'A weekly study plan for your level, time and goals.',
  },
  {
    to: '/articles',
    label: 'Chess Articles',
    text: 'Practical articles on openings, strategy, endgames and tactics.',
  },
  {
    to: '/contact',
    label: 'Contact Us',
    text: "Didn't find your answer? We reply within 24 hours.",
  },
  {
    to: '/about',
    label: 'About Us',
    text: 'Meet our founder and our team of titled masters.',
  },
]

export const FAQS_CTA = {
  heading: 'Ready for Your First Lesson?',
  text: 'Choose lessons for kids or for adults and book a 20-minute intro session with a titled master.',
  button: 'Book a Lesson',
}

export const FAQS_SECTIONS = {
  questions: 'Lessons, Prices and Scheduling',
  links: 'Explore More',
}
