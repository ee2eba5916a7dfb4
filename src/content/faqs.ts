/** The nine questions of /faqs (spec §2, §9): also the page's FAQPage structured data. */
export interface FaqItem {
  question: string
  answer: string
  /** The answer gives the weekly class's time: the page adds its next date in the visitor's clock. */
  weeklyClass?: boolean
}

export const SITE_FAQS: FaqItem[] = [
  {
    question: 'How much do private chess lessons cost?',
    answer:
      'Private 1-on-1 lessons start from $30 per session. Lessons last 30, 45 or 60 minutes: 60 minutes is the standard length and 45 minutes is the most popular.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Every new student starts with a short 20-minute intro session with a coach over video call, before regular lessons. From the Lessons for Kids and Lessons for Adults pages you can book it for just $1.',
  },
  {
    question: 'Who are the instructors?',
    answer:
      'All of our instructors are titled masters: Candidate Masters, FIDE Masters, International Masters and Grandmasters. They are led by our founder, a Woman FIDE Master.',
  },
  {
    question: 'What ages do you teach?',
    answer:
      'We teach kids aged 5 to 17 and adults aged 18 and over. Our youngest student is 6 and our oldest is 82.',
  },
  {
    question: 'What level do I need to be?',
    answer:
      'None. We teach complete beginners who are learning how the pieces move, and players rated 2000 and above. Not sure where you stand? Take the free Find Your Chess Level quiz.',
  },
  {
    question: 'How many lessons a week should I take?',
    answer:
      'Most students take 1 to 3 lessons a week. For beginners we recommend 1 or 2 lessons a week, with practice in between.',
  },
  {
    question: 'When are lessons available?',
    answer:
      'Lessons are available 7 days a week, from 8:00 AM to 9:00 PM, in all US time zones. You choose the times that suit you.',
  },
  {
    question: 'How do online lessons work?',
    answer:
      'Lessons take place over a video call, and you play and analyse positions together with your coach on a free chess-playing website. All you need is a computer or tablet with a camera and an internet connection.',
  },
  {
    question: 'Do you offer anything free?',
    answer:
      'Yes: a free weekly live class every Saturday at 7 PM EST (30 minutes of live Q&A with titled masters), a free tactics cheat sheet, and free tools such as the chess level quiz, the study plan generator and the opening recommender.',
    weeklyClass: true,
  },
]
