import type { PagePath } from './pages'

/** The Training Hub's tools (spec §2 /train, §3 "Tool card"). */
export type ToolCategory = 'Quizzes' | 'Study Plans' | 'Resources'

/**
 * The tool's icon, by name: the view draws it from the site's one SVG icon set (lucide), so content
 * stays data and no card depends on an emoji font.
 */
export type ToolIcon =
  'target' | 'drama' | 'brain' | 'calendar' | 'chess-knight' | 'crown' | 'book' | 'flag'

export interface Tool {
  id: string
  title: string
  description: string
  category: ToolCategory
  icon: ToolIcon
  link: PagePath
  buttonText: string
  featured?: boolean
  isHot?: boolean
  isNew?: boolean
  disabled?: boolean
}

export const TOOLS: Tool[] = [
  {
    id: 'find-your-level',
    title: 'Find Your Chess Level',
    description:
      'Answer questions on openings, tactics, strategy and endgames and get your estimated level and rating range.',
    category: 'Quizzes',
    icon: 'target',
    link: '/find-your-level',
    buttonText: 'Take Quiz',
    featured: true,
  },
  {
    id: 'chess-style',
    title: 'Discover Your Chess Style',
    description:
      'Are you a Tactician, a Strategist or a Gambiteer? Ten questions reveal how you like to play.',
    category: 'Quizzes',
    icon: 'drama',
    link: '/chess-style',
    buttonText: 'Find My Style',
    isHot: true,
  },
  {
    id: 'knowledge-quiz',
    title: 'Chess Knowledge Quiz',
    description:
      'Ten questions on rules, openings, tactics and endgames, with an explanation after every answer.',
    category: 'Quizzes',
    icon: 'brain',
    link: '/quiz',
    buttonText: 'Start Quiz',
  },
  {
    id: 'study-plan',
    title: 'Study Plan Generator',
    description:
      'A weekly study plan built for your experience, available time, goal and age group.',
    category: 'Study Plans',
    icon: 'calendar',
    link: '/study-plan',
    buttonText: 'Build My Plan',
  },
  {
    id: 'opening-recommender',
    title: 'Opening Recommender',
    description:
      'Tell us your rating, style and study time and get an opening that fits how you play.',
    category: 'Study Plans',
    icon: 'chess-knight',
    link: '/opening-recommender',
    buttonText: 'Find My Opening',
    isNew: true,
  },
  {
    id: 'coaching',
    title: '1-on-1 Coaching',
    description:
      'Private online lessons with titled masters for kids and adults, from $30 per session.',
    category: 'Resources',
    icon: 'crown',
    link: '/',
    buttonText: 'Learn More',
  },
  {
    id: 'opening-trainer',
    title: 'Opening Trainer',
    description: 'Drill the first moves of your repertoire until they are automatic.',
    category: 'Resources',
    icon: 'book',
    link: '/train',
    buttonText: 'Coming Soon',
    disabled: true,
  },
  {
    id: 'endgame-puzzles',
    title: 'Endgame Puzzles',
    description:
      'Practise the endgames every player must know, from king and pawn to rook endings.',
    category: 'Resources',
    icon: 'flag',
    link: '/train',
    buttonText: 'Coming Soon',
    disabled: true,
  },
]
