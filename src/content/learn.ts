/** The /learn page's copy (spec §2 /learn): hero, featured articles, cheat sheet, videos, training. */
export const LEARN_PAGE = {
  intro:
    'Everything you need to start improving today: a quick knowledge quiz, practical articles, a free cheat sheet and video lessons from titled masters.',
  quizLink: 'Take the Chess Knowledge Quiz',
  articles: { heading: 'Start with These Articles', browseAll: 'Browse all chess articles' },
  cheatSheet: {
    heading: 'Free Tactics Cheat Sheet',
    intro: 'The 12 tactical patterns every player must know, on one printable page.',
  },
  videos: {
    heading: 'Video Lessons',
    intro:
      'Short lessons on opening principles, forks and pins, and the endgames every player must know, recorded by our titled masters. Want feedback on your own games? A private coach shows you exactly what to work on.',
    button: 'Book 1-on-1 Lessons',
  },
  /** The training paragraph: its words, then the link's words, then what follows the link. */
  practice: {
    heading: 'Practice What You Learn',
    before: 'Find your level, discover your chess style and get a study plan in the',
    link: 'Training Hub',
    after: '.',
  },
}
