/**
 * The home page's copy (spec §2 Home): hero, why-choose, the 3-step process, 8 testimonials, FAQs
 * and the closing call to action. Home and about speak of a free 20-minute assessment (spec §1).
 */
import type { InfoCard, Picture, ProcessStep, Testimonial } from './blocks'
import type { FaqItem } from './faqs'
import { SITE_NAME } from './brand'

export const HOME_HERO = {
  eyebrow: '1-on-1 online chess lessons for kids and adults',
  intro:
    'Learn from Candidate Masters, FIDE Masters, International Masters and Grandmasters over video call, from $30 per session. Every new student starts with a free 20-minute assessment.',
  highlights: ['Ages 6 to 82', 'Beginners to 2000+', '7 days a week'],
  image: { src: '/images/home/online-lesson.svg', width: 480, height: 360 } satisfies Picture,
  imageAlt:
    "A chess lesson on a laptop: a knight ending on the board beside the coach's video tile",
  /** The position on the pictured board (a knight ending; checked legal with chess.js in tests/unit). */
  boardFen: '6k1/pp3ppp/2n5/8/3N4/8/PP3PPP/6K1 w - - 0 1',
}

/** Why-choose cards: on home (section "about") and on /about. */
export const WHY_CHOOSE: InfoCard[] = [
  {
    icon: '♔',
    title: 'Titled Masters Only',
    text: 'Every coach holds a chess title: Candidate Master, FIDE Master, International Master or Grandmaster.',
  },
  {
    icon: '♘',
    title: 'Truly 1-on-1',
    text: 'Private lessons over video call, built around your own games, questions and goals.',
  },
  {
    icon: '♙',
    title: 'Every Age, Every Level',
    text: 'Students from 6 to 82 years old, from complete beginners to players rated 2000+.',
  },
  {
    icon: '♖',
    title: 'Lessons on Your Schedule',
    text: '7 days a week, 8:00 AM to 9:00 PM in all US time zones, for 30, 45 or 60 minutes.',
  },
  {
    icon: '♗',
    title: 'Simple Pricing',
    text: 'Private lessons from $30 per session, after a free 20-minute assessment.',
  },
  {
    icon: '♕',
    title: 'Free Extras',
    text: 'A free live class every Saturday at 7 PM EST, plus free quizzes, study plans and articles.',
    weeklyClass: true,
  },
]

export const HOME_PROCESS: ProcessStep[] = [
  {
    title: 'Free Assessment',
    text: 'Book a free 20-minute assessment over video call. A coach plays through a few positions with you, gauges your level and asks about your goals.',
  },
  {
    title: 'Meet Your Master',
    text: 'We match you with a titled coach who suits your age, level and schedule, and you agree on a plan together.',
  },
  {
    title: 'Start Lessons',
    text: 'Take 1 to 3 lessons a week (1 or 2 for beginners) of 30, 45 or 60 minutes, from $30 per session.',
  },
]

/** The home carousel's 8 testimonials (spec §9). Invented students; no photos on home. */
export const HOME_TESTIMONIALS: Testimonial[] = [
  {
    id: 'rachel',
    text: "Ethan started at seven barely knowing how the knight moves. A year later he won his school's tournament, and he counts the days until his next lesson.",
    author: 'Rachel M.',
    role: 'Parent of Ethan, age 9',
  },
  {
    id: 'walter',
    text: "I'm 82 and I thought my chess had stopped improving long ago. My coach proved me wrong: patient, funny, and always prepared.",
    author: 'Walter K.',
    role: 'Adult student, age 82',
  },
  {
    id: 'priya',
    text: 'We tried group classes first, but 1-on-1 made all the difference. Every lesson is built around what Maya needs that week.',
    author: 'Priya S.',
    role: 'Parent of Maya, age 11',
  },
  {
    id: 'daniel',
    text: 'My rating went from 1450 to 1720 in a year. The game reviews are the best part: my coach shows me exactly where my thinking goes wrong.',
    author: 'Daniel R.',
    role: 'Adult club player',
  },
  {
    id: 'tanya',
    text: 'As a nurse I work odd shifts. Lessons at 8 in the evening or on a Sunday morning fit around my schedule perfectly.',
    author: 'Tanya L.',
    role: 'Adult beginner',
  },
  {
    id: 'mark',
    text: 'Our coach is an International Master, yet he explains things so simply that our six-year-old follows every lesson with a big smile.',
    author: 'Mark T.',
    role: 'Parent of Sophie, age 6',
  },
  {
    id: 'kevin',
    text: 'I wanted to break 2000 and needed someone stronger than my club partners. Working with a Grandmaster on openings and endgames got me there.',
    author: 'Kevin O.',
    role: 'Tournament player, rated 2000+',
  },
  {
    id: 'linda',
    text: 'The free assessment was worth it on its own: in 20 minutes the coach found what I was missing and suggested a clear plan.',
    author: 'Linda P.',
    role: 'Adult student',
  },
]

/** The home page's FAQ accordion; the full list is on /faqs. */
export const HOME_FAQS: FaqItem[] = [
  {
    question: 'How much do lessons cost?',
    answer:
      'Private 1-on-1 lessons start from $30 per session. You choose 30, 45 or 60 minutes: 45 minutes is our most popular length and 60 minutes is the standard lesson.',
  },
  {
    question: 'How does the free assessment work?',
    answer:
      'Every new student starts with a free 20-minute assessment over video call, before regular lessons. A coach plays through a few positions with you, gauges your level and listens to your goals, then recommends a coach and a plan.',
  },
  {
    question: 'Who are the coaches?',
    answer:
      'Every coach is a titled master: a Candidate Master, FIDE Master, International Master or Grandmaster. The team is led by our founder, a Woman FIDE Master.',
  },
  {
    question: 'What ages and levels do you teach?',
    answer:
      'Kids from 5 to 17 and adults from 18 up: our youngest student is 6 and our oldest is 82. We teach complete beginners and players rated 2000+ alike.',
  },
  {
    question: 'How often should I take lessons?',
    answer:
      'Most students take 1 to 3 lessons a week. Beginners do best with 1 or 2 lessons a week and a little practice in between.',
  },
  {
    question: 'When can lessons take place?',
    answer:
      'Lessons run 7 days a week, from 8:00 AM to 9:00 PM, in every US time zone. You pick the times that suit you.',
  },
]

export const HOME_CTA = {
  heading: 'Ready to Make Your First Move?',
  text: 'Book your free 20-minute assessment and meet a titled master. Private lessons from $30 per session, 7 days a week.',
  button: 'Book Your Free Assessment',
}

/** The home page's section headings and intros, in page order. */
export const HOME_SECTION_COPY = {
  whyChoose: {
    heading: `Why Choose ${SITE_NAME}`,
    intro: 'Private lessons with titled masters, for every age and every level.',
  },
  process: {
    heading: 'How It Works',
    intro: 'Three steps from your first question to your first lesson.',
  },
  lessonLengths: {
    heading: 'Lesson Lengths and Price',
    intro: 'Choose the lesson length that suits you after your free assessment.',
  },
  testimonials: {
    heading: 'What Our Students Say',
    intro: 'Kids, parents and adults on learning with our coaches.',
    /** The carousel's name, and what one slide is called. */
    label: 'Testimonials',
    itemName: 'testimonial',
  },
  faqs: { heading: 'Frequently Asked Questions', allFaqs: 'See all FAQs' },
}
