/**
 * The About page's copy (spec §2 /about): founder bio, quick facts, team, story and FAQ. The people
 * are invented placeholders; the founder's name matches the article author (src/content/articles).
 */
import type { Fact, Picture, TeamMember } from './blocks'
import type { FaqItem } from './faqs'

export const ABOUT_INTRO =
  'We are a team of titled chess masters teaching private online lessons to kids and adults, led by a Woman FIDE Master who is also a Certified Public Accountant.'

export const FOUNDER = {
  name: 'WFM Anna Kovacs',
  role: 'Founder and Head Coach',
  credentials: ['Woman FIDE Master (WFM)', 'Certified Public Accountant (CPA)'],
  titles: ['WFM', 'CPA'] as const,
  image: { src: '/images/team/anna-kovacs.svg', width: 200, height: 200 } satisfies Picture,
  bio: [
    'Anna learned chess from her grandfather when she was six and went on to earn the Woman FIDE Master title in international competition. She is also a Certified Public Accountant, and she runs Checkmate Tutors with the same care for detail she brings to a balance sheet.',
    'Today Anna leads our team of titled masters: she chooses every coach, reviews their lesson plans and still teaches students of her own each week. Her rule is simple: whatever their age or level, every student should leave a lesson understanding one idea they did not understand before.',
  ],
}

export const QUICK_FACTS: Fact[] = [
  { value: 'CM to GM', label: 'Titled masters teach every lesson' },
  { value: '6 to 82', label: 'Ages of our students' },
  { value: '2000+', label: 'From complete beginners up to this rating' },
  { value: 'From $30', label: 'Per private 1-on-1 session' },
  { value: '7 days', label: 'A week, 8:00 AM to 9:00 PM, all US time zones' },
  { value: '24 hours', label: 'Maximum reply time to any message' },
]

export const TEAM: TeamMember[] = [
  {
    name: 'GM Andrei Volkan',
    title: 'Grandmaster',
    bio: 'Andrei prepares ambitious juniors and adults for tournaments, with a focus on openings and calculation for players rated 1800 and above.',
    image: { src: '/images/team/andrei-volkan.svg', width: 120, height: 120 },
  },
  {
    name: 'IM Sofia Marchetti',
    title: 'International Master',
    bio: 'Sofia teaches strategy and endgames, and is a favourite of teenagers getting ready for their first rated events.',
    image: { src: '/images/team/sofia-marchetti.svg', width: 120, height: 120 },
  },
  {
    name: 'FM David Osei',
    title: 'FIDE Master',
    bio: 'David works with adult beginners and improving club players, with patient game reviews and clear, practical plans.',
    image: { src: '/images/team/david-osei.svg', width: 120, height: 120 },
  },
  {
    name: 'CM Emily Hart',
    title: 'Candidate Master',
    bio: 'Emily teaches our youngest students, turning the rules of chess into stories and games for ages 5 to 10.',
    image: { src: '/images/team/emily-hart.svg', width: 120, height: 120 },
  },
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
      'Yes. Every coach is a Candidate Master, FIDE Master, International Master or Grandmaster, chosen for teaching skill as well as playing strength.',
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
