/**
 * One entry per public route: the page's heading and its head tags (title, description, keywords).
 * Routes read their head from here, so the prerendered HTML and client-side navigation agree.
 */
import { STYLE_PAGES, type StylePagePath } from './chess-style-pages'

export interface PageMeta {
  /** The page's one h1. */
  heading: string
  title: string
  description: string
  keywords?: string
  /** The canonical path when this route repeats another (the retake links). */
  canonicalPath?: string
  /** Social preview image, relative to the site root. */
  ogImage?: string
}

const LEVEL_QUIZ: PageMeta = {
  heading: 'Chess Level Quiz',
  title: 'Chess Level Quiz - How Strong Are You? | Checkmate Tutors',
  description:
    'Answer 10 chess questions on openings, tactics, strategy and endgames and get your estimated level, from Novice to Expert, with a personal recommendation.',
  canonicalPath: '/chess-level-quiz',
}

const IMPROVED_LEVEL_QUIZ: PageMeta = {
  heading: 'Find Your Chess Level',
  title: 'Find Your Chess Level - Free Chess Skill Assessment | Checkmate Tutors',
  description:
    'Take our free chess level assessment: questions tagged by category and difficulty, then your level, strengths, weaknesses and recommendations.',
  canonicalPath: '/find-your-level',
}

/** /find-your-level's subtitle, for a parent (or a player) deciding whether to start. */
export const FIND_YOUR_LEVEL_INTRO =
  'A few quick questions on openings, tactics, strategy and endgames. Find out where you (or your child) stand today, what is already strong and what to learn next.'

/** A style result page: heading, title, description and social image from the style's data. */
function styleResult(path: StylePagePath): PageMeta {
  const style = STYLE_PAGES[path]
  return {
    heading: style.title,
    title: `${style.title} - Your Chess Style | Checkmate Tutors`,
    description: style.description,
    ogImage: `/og${path}.jpg`,
  }
}

export const PAGES = {
  '/': {
    heading: 'Private Chess Lessons with Titled Masters',
    title: 'Private Online Chess Lessons for Kids & Adults | Checkmate Tutors',
    description:
      '1-on-1 online chess lessons with titled masters for kids and adults, from complete beginners to 2000+. Start with a free 20-minute assessment.',
    keywords: 'chess lessons, online chess tutor, chess coach, chess for kids, chess for adults',
  },
  '/about': {
    heading: 'About Us',
    title: 'About Us - Meet Our Titled Chess Masters | Checkmate Tutors',
    description:
      'Meet our founder, a Woman FIDE Master and Certified Public Accountant, and the team of titled masters who teach private online chess lessons.',
  },
  '/contact': {
    heading: 'Get in Touch',
    title: 'Contact Us | Checkmate Tutors',
    description:
      'Questions about private chess lessons? Send us a message and we reply within 24 hours. Lessons 7 days a week, 8:00 AM to 9:00 PM across all US time zones.',
    keywords: 'contact chess tutor, chess lessons contact, online chess coaching questions',
  },
  '/quiz': {
    heading: 'Chess Knowledge Quiz',
    title: 'Chess Knowledge Quiz - Test Your Chess Basics | Checkmate Tutors',
    description:
      'Ten questions on the rules, openings, tactics, strategy and endgames, with an explanation after every answer and a personal learning path.',
  },
  '/chess-level-quiz': LEVEL_QUIZ,
  '/chess-level': LEVEL_QUIZ,
  '/find-your-level': IMPROVED_LEVEL_QUIZ,
  '/improved-chess-level-quiz': IMPROVED_LEVEL_QUIZ,
  '/chess-style': {
    heading: 'Discover Your Chess Style',
    title: 'What Is Your Chess Style? Free Chess Personality Quiz | Checkmate Tutors',
    description:
      'Ten questions reveal whether you play like a Tactician, Strategist, Endgame Artist, Gambiteer, Grinder or Universal Player, with famous players who share your style.',
  },
  '/chess-style-tactician': styleResult('/chess-style-tactician'),
  '/chess-style-strategist': styleResult('/chess-style-strategist'),
  '/chess-style-endgame-artist': styleResult('/chess-style-endgame-artist'),
  '/chess-style-gambiteer': styleResult('/chess-style-gambiteer'),
  '/chess-style-grinder': styleResult('/chess-style-grinder'),
  '/chess-style-universal-player': styleResult('/chess-style-universal-player'),
  '/lessons/kids': {
    heading: 'Chess Lessons for Kids',
    title: 'Online Chess Lessons for Kids - $1 Intro Session | Checkmate Tutors',
    description:
      'Private online chess lessons for kids aged 5-17 with titled masters. Book a 20-minute intro session for just $1 and meet your coach.',
  },
  '/lessons/adults': {
    heading: 'Chess Lessons for Adults',
    title: 'Online Chess Lessons for Adults - $1 Intro Session | Checkmate Tutors',
    description:
      'Private online chess lessons for adults, beginner to 2000+, with titled masters. Book a 20-minute intro session for just $1.',
  },
  '/learn': {
    heading: 'Learn Chess',
    title: 'Learn Chess - Articles, Quizzes and Video Lessons | Checkmate Tutors',
    description:
      'Start learning chess: a knowledge quiz, practical articles, a free tactics cheat sheet and video lessons from titled masters.',
  },
  '/train': {
    heading: 'Training Hub',
    title: 'Chess Training Hub - Free Quizzes, Study Plans and Tools | Checkmate Tutors',
    description:
      'Free chess training tools: find your level, discover your chess style, build a study plan, get an opening recommendation and join a free weekly live class.',
    keywords:
      'chess training, chess quiz, chess study plan, chess opening recommender, chess level test',
  },
  '/study-plan': {
    heading: 'Study Plan Generator',
    title: 'Free Chess Study Plan Generator | Checkmate Tutors',
    description:
      'Tell us your experience, weekly hours, goal and age group and get a personal chess study plan with a schedule, a focus and four activities.',
  },
  '/opening-recommender': {
    heading: 'Opening Recommender',
    title: 'Chess Opening Recommender - Find Your Perfect Opening | Checkmate Tutors',
    description:
      'Answer five questions about your rating, study time, style, format and opponents and get a chess opening that fits how you play.',
  },
  '/articles': {
    heading: 'Chess Articles',
    title: 'Chess Articles - Openings, Strategy, Endgames and Tactics | Checkmate Tutors',
    description:
      'Practical chess articles by titled masters: openings, strategy, endgames, tactics and training plans for improving players.',
  },
  '/resources': {
    heading: 'Chess Resources',
    title: 'Free Chess Resources - Cheat Sheets, Guides and Puzzles | Checkmate Tutors',
    description:
      'Free chess resources: a tactics cheat sheet, an opening principles guide, endgame studies, practice sites and tactical puzzles.',
  },
  '/faqs': {
    heading: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions - Private Chess Lessons | Checkmate Tutors',
    description:
      'Answers about our private online chess lessons: prices from $30 per session, lesson lengths, scheduling, ages, levels and the intro session.',
    keywords: 'chess lessons FAQ, chess lesson price, online chess tutor questions',
  },
  '/careers': {
    heading: 'Become a Remote Chess Instructor',
    title: 'Careers - Remote Chess Instructor Jobs | Checkmate Tutors',
    description:
      'We hire titled masters (FM, IM, GM) as remote chess instructors: 30 USD per hour, flexible hours, paid twice monthly.',
  },
  '/articles/chess-blunders': {
    heading: '10 Common Chess Blunders and How to Avoid Them',
    title: '10 Common Chess Blunders and How to Avoid Them | Checkmate Tutors',
    description:
      'The ten blunders that cost club players the most games, and the simple habits that stop you from making them.',
  },
  '/articles/english-opening': {
    heading: "The English Opening: A Beginner's Guide",
    title: "The English Opening: A Beginner's Guide | Checkmate Tutors",
    description:
      "A beginner's guide to the English Opening (1.c4): its ideas, main plans and typical structures.",
  },
  '/articles/king-pawn-endgame': {
    heading: 'King and Pawn vs King: The Endgame Every Player Must Know',
    title: 'King and Pawn vs King Endgame Explained | Checkmate Tutors',
    description:
      'Opposition, the key squares and the rule of the square: how to win, and how to draw, the king and pawn versus king endgame.',
  },
  '/articles/chess-tips': {
    heading: '30 Chess Tips to Improve Your Game',
    title: '30 Chess Tips to Improve Your Game | Checkmate Tutors',
    description:
      'Thirty practical chess tips on openings, tactics, strategy, endgames and tournament play.',
  },
  '/articles/chess-study-plan': {
    heading: 'A Tactical Chess Study Plan',
    title: 'A Tactical Chess Study Plan That Works | Checkmate Tutors',
    description:
      'A week-by-week tactical study plan: pattern training, calculation practice and reviewing your own games.',
  },
  /** Not a route of the spec: what each form keeps, why, for how long, and how to have it erased. */
  '/privacy': {
    heading: 'Your Privacy',
    title: 'Privacy - What We Keep, Why and for How Long | Checkmate Tutors',
    description:
      'What we keep when you use one of our forms, why, for how long and who sees it, and how to unsubscribe or have everything about you or your child erased.',
  },
} satisfies Record<string, PageMeta>

export type PagePath = keyof typeof PAGES

export const PAGE_PATHS = Object.keys(PAGES) as PagePath[]

/** The intro under the heading of the pages that open with one sentence. */
export const PAGE_INTROS = {
  '/articles':
    'Practical lessons from our titled masters: openings, strategy, endgames, tactics and how to train.',
  '/resources':
    'Free material our coaches recommend: a printable tactics cheat sheet, guides, and the best places to practise.',
  '/train':
    'Free tools to find your level, discover your style and plan your training, from the titled masters who teach our private lessons.',
  '/chess-style':
    'Ten quick questions about how you like to play. No right or wrong answers: just pick what feels most like you.',
  '/study-plan':
    'Answer four quick questions and get a weekly chess study plan built for your level, your time and your goal.',
  '/opening-recommender':
    'Tell us your rating, study time, style, favourite format and usual opponents, and we will recommend an opening that fits how you play.',
} satisfies Partial<Record<PagePath, string>>
