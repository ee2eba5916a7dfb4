/**
 * The founder and the coaches, once: /about (founder and team) and the lesson pages (each page's
 * coach) read them from here. Names, titles and bios are the site's own copy (invented placeholders
 * until the business confirms its team: src/content/business.ts `peopleConfirmed`).
 *
 * A person may have a photo and federation profiles. Until a photo is given the page shows a
 * monogram (src/ui/person-portrait.tsx); `npm run go-live` lists every person without one.
 * To add a photo: put square crops under public/images/people/ at the widths of `sources` (e.g.
 * 160 and 320 px) and give them here with the intrinsic size, e.g.
 *
 *   photo: {
 *     sources: [
 *       { src: '/images/people/anna-kovacs-200.jpg', width: 200 },
 *       { src: '/images/people/anna-kovacs-400.jpg', width: 400 },
 *     ],
 *     width: 400,
 *     height: 400,
 *   },
 *   profiles: [{ kind: 'FIDE', url: 'https://ratings.fide.com/profile/<id>' }],
 */

/** A real photo: the same picture at several widths (smallest first), and its intrinsic size. */
interface PersonPhoto {
  sources: ReadonlyArray<{ src: string; width: number }>
  width: number
  height: number
}

/** Where a parent can check a title: FIDE's rating profile, or a national federation's page. */
export interface FederationProfile {
  /** 'FIDE', or the federation's short name ('US Chess', 'ECF'): the link reads "<kind> profile". */
  kind: string
  url: string
}

export interface Person {
  /** With the title first ('GM Andrei Volkan'): the title badge is read from it. */
  name: string
  /** The line under the name. */
  title: string
  bio: ReadonlyArray<string>
  photo?: PersonPhoto
  profiles?: ReadonlyArray<FederationProfile>
}

export const FOUNDER = {
  name: 'WFM Anna Kovacs',
  title: 'Founder and Head Coach',
  credentials: ['Woman FIDE Master (WFM)', 'Certified Public Accountant (CPA)'],
  titles: ['WFM', 'CPA'] as const,
  bio: [
    'Anna learned chess from her grandfather when she was six and went on to earn the Woman FIDE Master title in international competition. She is also a Certified Public Accountant, and she runs Checkmate Tutors with the same care for detail she brings to a balance sheet.',
    'Today Anna leads our team of titled masters: she chooses every coach, reviews their lesson plans and still teaches students of her own each week. Her rule is simple: whatever their age or level, every student should leave a lesson understanding one idea they did not understand before.',
  ],
} satisfies Person & { credentials: string[]; titles: readonly string[] }

/** The team on /about. */
export const TEAM: ReadonlyArray<Person> = [
  {
    name: 'GM Andrei Volkan',
    title: 'Grandmaster',
    bio: [
      'Andrei prepares ambitious juniors and adults for tournaments, with a focus on openings and calculation for players rated 1800 and above.',
    ],
  },
  {
    name: 'IM Sofia Marchetti',
    title: 'International Master',
    bio: [
      'Sofia teaches strategy and endgames, and is a favourite of teenagers getting ready for their first rated events.',
    ],
  },
  {
    name: 'FM David Osei',
    title: 'FIDE Master',
    bio: [
      'David works with adult beginners and improving club players, with patient game reviews and clear, practical plans.',
    ],
  },
  {
    name: 'CM Emily Hart',
    title: 'Candidate Master',
    bio: [
      'Emily teaches our youngest students, turning the rules of chess into stories and games for ages 5 to 10.',
    ],
  },
]

/** The coach of /lessons/kids. */
export const KIDS_COACH = {
  name: 'FM Marcus Ellery',
  title: 'FIDE Master, kids coach for 12 years',
  bio: [
    'Marcus learned chess at seven and earned the FIDE Master title at nineteen. He has coached children ever since, from first lessons on how the knight moves to state scholastic championships.',
    'Parents say he is calm, funny and endlessly patient. He works with our founder, WFM Anna Kovacs, on the curriculum every kids coach on our team follows.',
  ],
  facts: [
    'FIDE Master (FM)',
    'Youngest student: 6 years old',
    'Teaches ages 5 to 17',
    'Beginners to 2000+ rated juniors',
  ],
} satisfies Person & { facts: string[] }

/** The coach of /lessons/adults. */
export const ADULTS_COACH = {
  name: 'IM Clara Whitfield',
  title: 'International Master, adult coach for 10 years',
  bio: [
    'Clara has played international tournaments for twenty years and holds the International Master title. She specialises in adult improvers: players who learned late, came back after a break, or are stuck at a rating.',
    'She works with our founder, WFM Anna Kovacs, on the adult programme, and her students range from first-time players to experts preparing for open tournaments.',
  ],
  facts: [
    'International Master (IM)',
    'Students from 18 to 82',
    'Beginners to 2000+ players',
    'Opening repertoires, endgames, game review',
  ],
} satisfies Person & { facts: string[] }

/** Everyone the site shows, founder first: the go-live checklist asks a photo of each. */
export const PEOPLE: ReadonlyArray<Person> = [FOUNDER, ...TEAM, KIDS_COACH, ADULTS_COACH]
