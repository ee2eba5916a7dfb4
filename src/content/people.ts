/**
 * The one roster of real people: the founder and the team, once. /about shows the founder and the
 * team; each lesson page's coach is a member of that team, and links to their card on /about
 * (`/about#<id>`); the mails are signed by the founder (`FOUNDER`: name and title). Names, titles and
 * bios are the site's own copy (invented placeholders until the business confirms its team:
 * src/content/business.ts `peopleConfirmed`).
 *
 * A person may have a photo and federation profiles. Until a photo is given the page shows a
 * monogram (src/parts/person-portrait.tsx); `npm run go-live` lists every person without one.
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
  /** The anchor of their card on /about ('marcus-ellery'): a lesson page links to it. */
  id: string
  /** With the title first ('GM Andrei Volkan'): the title badge is read from it. */
  name: string
  /** The line under the name. */
  title: string
  bio: ReadonlyArray<string>
  photo?: PersonPhoto
  profiles?: ReadonlyArray<FederationProfile>
}

export const FOUNDER = {
  id: 'anna-kovacs',
  name: 'WFM Anna Kovacs',
  title: 'Founder and Head Coach',
  credentials: ['Woman FIDE Master (WFM)', 'Certified Public Accountant (CPA)'],
  titles: ['WFM', 'CPA'] as const,
  bio: [
    'Anna learned chess from her grandfather when she was six and went on to earn the Woman FIDE Master title in international competition. She is also a Certified Public Accountant, and she runs Checkmate Tutors with the same care for detail she brings to a balance sheet.',
    'Today Anna leads our team of titled masters: she chooses every coach, reviews their lesson plans and still teaches students of her own each week. Her rule is simple: whatever their age or level, every student should leave a lesson understanding one idea they did not understand before.',
  ],
} satisfies Person & { credentials: string[]; titles: readonly string[] }

/** The coach of /lessons/kids. */
export const KIDS_COACH = {
  id: 'marcus-ellery',
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
  id: 'clara-whitfield',
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

/** The team's other coaches. */
const OTHER_COACHES: ReadonlyArray<Person> = [
  {
    id: 'andrei-volkan',
    name: 'GM Andrei Volkan',
    title: 'Grandmaster',
    bio: [
      'Andrei prepares ambitious juniors and adults for tournaments, with a focus on openings and calculation for players rated 1800 and above.',
    ],
  },
  {
    id: 'sofia-marchetti',
    name: 'IM Sofia Marchetti',
    title: 'International Master',
    bio: [
      'Sofia teaches strategy and endgames, and is a favourite of teenagers getting ready for their first rated events.',
    ],
  },
  {
    id: 'david-osei',
    name: 'FM David Osei',
    title: 'FIDE Master',
    bio: [
      'David works with adult beginners and improving club players, with patient game reviews and clear, practical plans.',
    ],
  },
  {
    id: 'emily-hart',
    name: 'CM Emily Hart',
    title: 'Candidate Master',
    bio: [
      'Emily teaches our youngest students, turning the rules of chess into stories and games for ages 5 to 10.',
    ],
  },
]

/** The team on /about: the two lesson pages' coaches among them, each once. */
export const TEAM: ReadonlyArray<Person> = [
  OTHER_COACHES[0]!,
  OTHER_COACHES[1]!,
  KIDS_COACH,
  ADULTS_COACH,
  ...OTHER_COACHES.slice(2),
]

/** Everyone the site shows, founder first: the go-live checklist asks a photo of each. */
export const PEOPLE: ReadonlyArray<Person> = [FOUNDER, ...TEAM]
