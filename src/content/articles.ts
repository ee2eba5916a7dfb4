/** The five articles (spec §2 "Article pages"): list data and structured data. */
export interface ArticleMeta {
  id: string
  path: string
  title: string
  excerpt: string
  category: 'Openings' | 'Strategy' | 'Endgames' | 'Tactics' | 'Training'
  /** Read time shown in the list. */
  readTime: string
  /** Read time shown on the article page (the study plan article differs from its card). */
  pageReadTime: string
  /** ISO date. */
  date: string
  author: string
}

const ARTICLE_AUTHOR = 'WFM Anna Kovacs'

export const ARTICLES: ArticleMeta[] = [
  {
    id: 'english-opening',
    path: '/articles/english-opening',
    title: "The English Opening: A Beginner's Guide",
    excerpt:
      'Why 1.c4 is a flexible first move, the plans behind it, and how to handle Black’s most common replies.',
    category: 'Openings',
    readTime: '8 min read',
    pageReadTime: '8 min read',
    date: '2024-05-15',
    author: ARTICLE_AUTHOR,
  },
  {
    id: 'chess-blunders',
    path: '/articles/chess-blunders',
    title: '10 Common Chess Blunders and How to Avoid Them',
    excerpt:
      'The ten mistakes that cost club players the most games, and the simple habits that stop them.',
    category: 'Strategy',
    readTime: '12 min read',
    pageReadTime: '12 min read',
    date: '2024-05-10',
    author: ARTICLE_AUTHOR,
  },
  {
    id: 'king-pawn-endgame',
    path: '/articles/king-pawn-endgame',
    title: 'King and Pawn vs King: The Endgame Every Player Must Know',
    excerpt:
      'Opposition, key squares and the rule of the square: when the pawn queens and when it is a draw.',
    category: 'Endgames',
    readTime: '15 min read',
    pageReadTime: '15 min read',
    date: '2024-05-05',
    author: ARTICLE_AUTHOR,
  },
  {
    id: 'chess-tips',
    path: '/articles/chess-tips',
    title: '30 Chess Tips to Improve Your Game',
    excerpt: 'Thirty practical tips on openings, tactics, strategy, endgames and tournament play.',
    category: 'Strategy',
    readTime: '18 min read',
    pageReadTime: '18 min read',
    date: '2024-06-10',
    author: ARTICLE_AUTHOR,
  },
  {
    id: 'chess-study-plan',
    path: '/articles/chess-study-plan',
    title: 'A Tactical Chess Study Plan',
    excerpt:
      'A week-by-week plan for tactics: pattern training, calculation practice and reviewing your own games.',
    category: 'Training',
    readTime: '22 min read',
    pageReadTime: '20 min read',
    date: '2024-06-08',
    author: ARTICLE_AUTHOR,
  },
]

/** The two sample video lessons of /articles (spec §2, §3 "Video"): cards only, no player. */
export interface VideoLesson {
  id: string
  title: string
  description: string
  duration: string
  embedId: string
  category: ArticleMeta['category']
}

export const VIDEO_LESSONS: VideoLesson[] = [
  {
    id: 'opening-principles',
    title: 'Opening Principles in 10 Minutes',
    description:
      'Control the centre, develop knights before bishops, castle early: the three rules that win more games than any memorised line.',
    duration: '10:24',
    embedId: 'sample-opening-principles',
    category: 'Openings',
  },
  {
    id: 'forks-and-pins',
    title: 'Forks and Pins: Win Material Every Game',
    description:
      'A titled master shows how to spot the two most common tactics in your own games, with positions from real club play.',
    duration: '14:05',
    embedId: 'sample-forks-and-pins',
    category: 'Tactics',
  },
]

/** The article list's search, video and closing copy (spec §2 /articles). */
export const ARTICLES_PAGE = {
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or topic',
  emptyState: 'No articles found matching your search.',
  count: (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`,
  videosHeading: 'Video Lessons',
  /** Ends in the space before the time. */
  duration: 'Duration: ',
  cta: {
    heading: 'Learn Faster with a Titled Master',
    text: 'Articles take you far; a coach who knows your games takes you further.',
    button: 'Book Your FREE Discovery Session',
  },
}
