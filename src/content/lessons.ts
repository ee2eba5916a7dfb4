import type { Testimonial } from './blocks'
import { ADULTS_COACH, KIDS_COACH, type Person } from './people'

/**
 * The two intro-session landing pages, /lessons/kids and /lessons/adults (spec §1, §2, §9): one
 * object per audience, same shape, rendered by `src/features/lessons/lesson-landing.tsx`.
 *
 * These pages sell the paid $1, 20-minute intro session over video call, which is Step 1 and
 * mandatory before regular lessons (home, about and the lesson chooser speak of a free assessment
 * instead: the spec keeps both readings). The coaches come from src/content/people.ts;
 * testimonials are invented (the kids page shows each author's monogram until photos are given).
 */

/** The id of the booking section; every book link on the page points at `#${BOOKING_ANCHOR}`. */
export const BOOKING_ANCHOR = 'book'

/** The hero's book link, verbatim from the spec. */
export const BOOK_NOW_LABEL = 'Book Now - Just $1!'

/** Shown before the next Thursday's date ('Next available session: Thursday, November 26'). */
export const NEXT_SESSION_LABEL = 'Next available session:'

/** A local image with its intrinsic size, so the browser reserves its box before it loads. */
interface LessonImage {
  src: string
  alt: string
  width: number
  height: number
}

/** A testimonial whose photo, when it has one (kids page), always says who it shows. */
interface LessonTestimonial extends Testimonial {
  image?: LessonImage
}

interface LessonFaq {
  question: string
  answer: string
}

export interface LessonLandingContent {
  hero: {
    lead: string
    /** Short facts under the lead. */
    points: string[]
    image: LessonImage
    /** The position on the pictured board (checked legal with chess.js in tests/unit). */
    boardFen: string
  }
  benefits: {
    heading: string
    items: Array<{ icon: string; title: string; text: string }>
  }
  /** The page's coach, from src/content/people.ts, with facts shown as chips. */
  coach: {
    heading: string
    person: Person & { facts: ReadonlyArray<string> }
  }
  stepOne: {
    heading: string
    paragraphs: string[]
    bookLabel: string
  }
  howItWorks: {
    heading: string
    steps: Array<{ title: string; text: string }>
  }
  testimonials: {
    heading: string
    /**
     * The kids page's entries have a photo beside the role (spec §2); until the business gives
     * photos, the slot shows the author's monogram. The adults page's have no picture.
     */
    photos: boolean
    items: LessonTestimonial[]
  }
  faqs: {
    heading: string
    items: LessonFaq[]
    moreLabel: string
  }
  limitedSlots: {
    heading: string
    text: string
    note: string
    bookLabel: string
  }
  booking: { heading: string }
  newsletter: { heading: string; text: string }
}

const INTRO_ANSWER =
  'A 20-minute, 1-on-1 video call with your coach. You talk about goals, play a few positions together so the coach can see the current level, and leave with a recommended lesson plan: length, how many lessons a week and what to work on first. It costs $1, paid when you book in the calendar on this page.'

const PRICE_ANSWER =
  'Regular lessons start from $30 per session. You can choose 30, 45 or 60 minutes: 60 minutes is our standard lesson and 45 minutes is the most popular choice.'

const SCHEDULE_ANSWER =
  'Lessons run 7 days a week, from 8:00 AM to 9:00 PM, in all US time zones. You pick a regular time with your coach and can move a lesson when life gets in the way.'

export const KIDS_LESSONS: LessonLandingContent = {
  hero: {
    lead: 'Private 1-on-1 chess lessons over video call with titled masters, for kids aged 5 to 17. Start with a 20-minute intro session for just $1: your child meets the coach and you get a clear plan.',
    points: [
      '20-minute intro session over video call',
      'Titled masters who love teaching kids',
      'Complete beginners to tournament players',
    ],
    image: {
      src: '/images/lessons/kids-hero.svg',
      alt: "A chess lesson on a laptop: a king and pawn ending on the board beside the coach's video tile",
      width: 360,
      height: 270,
    },
    boardFen: '8/8/4k3/8/4P3/4K3/8/8 w - - 0 1',
  },
  benefits: {
    heading: 'Why Kids Love Learning Chess with Us',
    items: [
      {
        icon: '♞',
        title: 'Coaches Who Speak Kid',
        text: 'Our titled masters explain ideas with stories, puzzles and games, so even a 6-year-old follows along and asks for more.',
      },
      {
        icon: '♜',
        title: 'Focus, Patience and Confidence',
        text: 'Chess trains your child to sit with a problem, plan ahead and learn from losses: skills that carry over to school.',
      },
      {
        icon: '♝',
        title: 'A Plan Made for Your Child',
        text: 'Every lesson builds on the last one. You get a short note after each lesson on what was learned and what to practise.',
      },
      {
        icon: '♛',
        title: 'Fits Around School',
        text: 'Lessons 7 days a week from 8:00 AM to 9:00 PM in all US time zones, from home, with nothing to drive to.',
      },
    ],
  },
  coach: { heading: 'Meet Your Coach', person: KIDS_COACH },
  stepOne: {
    heading: 'Step 1: The $1 Intro Session',
    paragraphs: [
      'Every new student starts here. The intro session is Step 1 and it is required before regular lessons: in 20 minutes over video call, the coach meets your child, plays a few positions with them and sees where they are.',
      'You leave with a recommendation: lesson length, how many lessons a week (1-2 for beginners) and what to work on first. It costs just $1, paid when you book.',
    ],
    bookLabel: 'Book the $1 Intro Session',
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        title: 'Book the $1 intro session',
        text: 'Pick a time that suits your family in the calendar below and pay $1.',
      },
      {
        title: 'Meet the coach',
        text: 'A 20-minute video call: your child plays, the coach listens, and you get a plan.',
      },
      {
        title: 'Start regular lessons',
        text: 'From $30 per session, 30, 45 or 60 minutes, 1 to 3 lessons a week.',
      },
    ],
  },
  testimonials: {
    heading: 'What Parents Say',
    photos: true,
    items: [
      {
        id: 'sarah',
        text: 'Maya used to give up after one lost game. After two months with her coach she asks for harder puzzles and explains her moves to us at dinner.',
        author: 'Sarah L.',
        role: 'Parent of Maya, 9',
      },
      {
        id: 'david',
        text: 'Leo was six and could not sit still for ten minutes. The coach turned every lesson into a game, and now he counts down the days to chess.',
        author: 'David K.',
        role: 'Parent of Leo, 6',
      },
      {
        id: 'priya',
        text: 'The $1 intro session told us exactly where Arjun stood. Six months later he won his first school tournament.',
        author: 'Priya S.',
        role: 'Parent of Arjun, 11',
      },
      {
        id: 'michael',
        text: 'Emma is rated over 1500 now. Her coach gives her real tournament preparation, not just videos, and she loves it.',
        author: 'Michael T.',
        role: 'Parent of Emma, 14',
      },
      {
        id: 'jennifer',
        text: 'Scheduling was the easy part: Noah has his lesson on Sunday mornings, and the short notes after each lesson help us practise together.',
        author: 'Jennifer R.',
        role: 'Parent of Noah, 7',
      },
      {
        id: 'ethan',
        text: 'I thought I knew openings until my coach showed me why I kept losing the middlegame. My rating went up 200 points in a season.',
        author: 'Ethan W.',
        role: 'Student, 16',
      },
    ],
  },
  faqs: {
    heading: 'Questions Parents Ask',
    moreLabel: 'See all frequently asked questions',
    items: [
      { question: 'What happens in the $1 intro session?', answer: INTRO_ANSWER },
      {
        question: 'Why is the intro session required?',
        answer:
          'It is Step 1 for every new student. In 20 minutes the coach learns how your child plays and learns, so the very first regular lesson is at the right level instead of a guess.',
      },
      {
        question: 'What ages do you teach?',
        answer:
          'Kids from 5 to 17. Our youngest student started at 6. Coaches adapt every lesson to the age: short games and stories for the little ones, real tournament preparation for teens.',
      },
      {
        question: 'My child has never played chess. Is that okay?',
        answer:
          'Absolutely. We teach complete beginners how the pieces move, and we also coach juniors rated 2000 and above. The intro session shows where your child is.',
      },
      { question: 'How long are lessons, and what do they cost?', answer: PRICE_ANSWER },
      {
        question: 'How many lessons a week should my child take?',
        answer:
          'Between 1 and 3 lessons a week. For beginners we recommend 1 or 2, with a little practice in between.',
      },
      { question: 'When can lessons be scheduled?', answer: SCHEDULE_ANSWER },
      {
        question: 'What does my child need for an online lesson?',
        answer:
          'A computer or tablet with a camera and an internet connection. Lessons run over a video call, and your child plays with the coach on a free chess website. A parent is welcome to sit in.',
      },
    ],
  },
  limitedSlots: {
    heading: 'Limited Slots',
    text: 'To keep every lesson personal, we take only 3 new students per week for kids.',
    note: '$1 intro session with 3 spots left',
    bookLabel: 'Claim Your Spot - $1',
  },
  booking: { heading: 'Book Your $1 Intro Session' },
  newsletter: {
    heading: 'Chess Tips for Parents',
    text: 'Puzzles, practice ideas and lesson offers for young players, from our titled masters.',
  },
}

export const ADULTS_LESSONS: LessonLandingContent = {
  hero: {
    lead: 'Private 1-on-1 chess lessons over video call with titled masters, for adults from first moves to 2000+. Start with a 20-minute intro session for just $1 and get a plan built around your games.',
    points: [
      '20-minute intro session over video call',
      'Candidate Masters to Grandmasters',
      'Evenings and weekends available',
    ],
    image: {
      src: '/images/lessons/adults-hero.svg',
      alt: "A chess lesson on a laptop: a knight ending on the board beside the coach's video tile",
      width: 360,
      height: 270,
    },
    boardFen: '8/5k2/3n4/8/3PN3/5K2/8/8 w - - 0 1',
  },
  benefits: {
    heading: 'Why Adults Choose Our Lessons',
    items: [
      {
        icon: '♚',
        title: 'Learn from Titled Masters',
        text: 'Every coach holds a title: Candidate Master, FIDE Master, International Master or Grandmaster.',
      },
      {
        icon: '♞',
        title: 'Built Around Your Games',
        text: 'Your coach reviews the games you actually play and fixes the habits that cost you points, instead of a generic course.',
      },
      {
        icon: '♜',
        title: 'Lessons That Fit Your Week',
        text: '7 days a week from 8:00 AM to 9:00 PM in all US time zones: before work, at lunch or after dinner.',
      },
      {
        icon: '♝',
        title: 'Never Too Late',
        text: 'Complete beginners and 2000+ players learn with us. Our oldest student is 82 and still improving.',
      },
    ],
  },
  coach: { heading: 'Meet Your Coach', person: ADULTS_COACH },
  stepOne: {
    heading: 'Step 1: The $1 Intro Session',
    paragraphs: [
      'Every new student starts here. The intro session is Step 1 and it is required before regular lessons: 20 minutes over video call in which your coach asks about your goals, looks at a few of your positions and finds what holds you back.',
      'You leave with a recommendation: lesson length, how many lessons a week (1-2 if you are starting out) and where to begin. It costs just $1, paid when you book.',
    ],
    bookLabel: 'Book the $1 Intro Session',
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        title: 'Book the $1 intro session',
        text: 'Pick a time that suits you in the calendar below and pay $1.',
      },
      {
        title: 'Meet your coach',
        text: 'A 20-minute video call about your goals, your games and your plan.',
      },
      {
        title: 'Start regular lessons',
        text: 'From $30 per session, 30, 45 or 60 minutes, 1 to 3 lessons a week.',
      },
    ],
  },
  testimonials: {
    heading: 'What Our Students Say',
    photos: false,
    items: [
      {
        id: 'robert',
        text: 'I learned the moves at 78. Four years later I play every week at my club and beat my grandson more often than he would like.',
        author: 'Robert H.',
        role: 'Retired engineer, 82',
      },
      {
        id: 'jessica',
        text: 'I was stuck at 1400 online for two years. My coach found three habits that kept losing me games, and I crossed 1650 in four months.',
        author: 'Jessica M.',
        role: 'Software developer, 34',
      },
      {
        id: 'tom',
        text: 'The intro session was worth far more than a dollar. I left with a clear plan and a coach who actually looked at my games.',
        author: 'Tom B.',
        role: 'Returning player, 51',
      },
      {
        id: 'angela',
        text: 'Lessons at 8 PM after the kids are in bed are the only way I could fit chess in. It has become my favourite hour of the week.',
        author: 'Angela P.',
        role: 'Nurse and mother of two, 41',
      },
      {
        id: 'kevin',
        text: 'Preparing for my first open tournament with an IM changed how I think about openings. I scored 4 out of 6 and gained 90 points.',
        author: 'Kevin D.',
        role: 'Club player, rated 1850',
      },
      {
        id: 'laura',
        text: 'I started as a complete beginner and felt silly at first. My coach never made me feel that way, and now I solve puzzles on my commute.',
        author: 'Laura N.',
        role: 'Complete beginner, 29',
      },
    ],
  },
  faqs: {
    heading: 'Questions Adult Students Ask',
    moreLabel: 'See all frequently asked questions',
    items: [
      { question: 'What happens in the $1 intro session?', answer: INTRO_ANSWER },
      {
        question: 'Why must I book the intro session first?',
        answer:
          'It is Step 1 for every new student. In 20 minutes your coach sees how you play and think, so your first regular lesson goes straight to what will help you most.',
      },
      {
        question: 'Am I too old to get better at chess?',
        answer:
          'No. Adults improve quickly with the right guidance, and our oldest student is 82. We teach every adult, from 18 up.',
      },
      {
        question: 'I am a complete beginner. Is that okay?',
        answer:
          'Yes. We teach adults who are learning how the pieces move, and we coach players rated 2000 and above. The intro session shows where you are.',
      },
      { question: 'How long are lessons, and what do they cost?', answer: PRICE_ANSWER },
      {
        question: 'How many lessons a week should I take?',
        answer:
          'Between 1 and 3 lessons a week. If you are starting out we recommend 1 or 2, with time to play and practise in between.',
      },
      { question: 'Can I schedule lessons around work?', answer: SCHEDULE_ANSWER },
      {
        question: 'What do I need for an online lesson?',
        answer:
          'A computer or tablet with a camera and an internet connection. Lessons run over a video call, and you play and analyse with your coach on a free chess website.',
      },
    ],
  },
  limitedSlots: {
    heading: 'Limited Slots',
    text: 'To keep every lesson personal, we take only 3 new adult students per week.',
    note: '$1 intro session with 3 spots left',
    bookLabel: 'Claim Your Spot - $1',
  },
  booking: { heading: 'Book Your $1 Intro Session' },
  newsletter: {
    heading: 'Get Weekly Chess Tips',
    text: 'Training ideas, annotated games and lesson offers for adult improvers, from our titled masters.',
  },
}
