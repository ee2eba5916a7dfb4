/**
 * What the mails say and how their links are signed, without a server: every kind of job
 * renders a subject, an HTML part in the site's colours and a plain-text part; list and result
 * mails carry a one-click unsubscribe, the business's contact mail a Reply-To instead; the opening
 * mail repeats the page (why it fits, next steps, first moves) for every opening of the catalogue.
 */
import { describe, expect, it } from 'vitest'
import { BRAND_COLORS } from '../../src/ui/brand-colors'
import { BUSINESS_NAME, BUSINESS_POSTAL_ADDRESS } from '../../src/content/business'
import { WEEKLY_CLASS } from '../../src/content/weekly-class'
import { OPENING_CATALOGUE, OPENING_MOVES } from '../../src/content/openings'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { CHESS_STYLES } from '../../src/content/chess-styles'
import { KNOWLEDGE_BAND_MESSAGES, LEARNING_PATHS } from '../../src/content/knowledge-quiz'
import { LEVEL_QUESTION_BANK, LEVEL_TEXTS } from '../../src/content/level-quiz'
import { FOUNDER } from '../../src/content/people'
import { STYLE_INSIGHTS, STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { scoreStyleQuiz, styleInsights } from '../../src/domain/style-scoring'
import { LIST_CONSENT_MAIL_LINE } from '../../src/content/children'
import { senderSummary } from '../../supabase/local/sender-loop'
import { nextSteps } from '../../src/domain/opening'
import { contactFields } from '../../supabase/functions/_shared/contact-handler'
import { numberedLine } from '../../supabase/functions/_shared/mail-sections'
import type { MailKind } from '../../supabase/functions/_shared/mail-model'
import {
  CLAIM_LEASE_SECONDS,
  MAX_SEND_ATTEMPTS,
  RETRY_BACKOFF_BASE_SECONDS,
  RETRY_BACKOFF_MAX_SECONDS,
  SEND_BATCH_SIZE,
  SEND_DEADLINE_MS,
  SMTP_TIMEOUT_MS,
  retryBackoffSeconds,
} from '../../supabase/functions/_shared/mail-limits'
import {
  composeMail,
  isRecipientRefused,
  type MailSettings,
} from '../../supabase/functions/_shared/sender'
import { signToken, verifyToken } from '../../supabase/functions/_shared/tokens'
import { occurrences, parseCalendar } from './calendar-reader'

const settings: MailSettings = {
  siteUrl: 'https://www.example.com',
  functionsUrl: 'https://ref.supabase.co/functions/v1',
  tokenSecret: 's'.repeat(40),
  from: 'Checkmate Tutors <hello@checkmatetutors.com>',
  businessInbox: 'coaches@checkmatetutors.com',
  weeklyClassUrl: 'https://meet.example.com/weekly',
}

/**
 * A level quiz row: ten of the bank's questions in the order asked, marked 1101111100. Per topic:
 * Openings 2/2, Tactics 2/2, Calculation 1/1 (strengths), Endgames 1/2, Decision Making 1/2
 * (neither), Strategy 0/1 (an area to work on); 7 of 10 is Intermediate.
 */
const LEVEL_IDS = [
  'opening-italian',
  'tactics-skewer',
  'strategy-outpost',
  'endgame-opposition',
  'calculation-mate-in-two',
  'decision-ahead',
  'opening-gambit',
  'tactics-scholars-mate',
  'endgame-rook-mate',
  'decision-candidates',
]
const LEVEL_MARKS = [1, 1, 0, 1, 1, 1, 1, 1, 0, 0]
/** The first quiz stores the option chosen: the key when right, the next option when wrong. */
const LEVEL_OPTIONS = LEVEL_IDS.map((id, i) => {
  const key = LEVEL_QUESTION_BANK.find((q) => q.id === id)!.correctAnswer
  return LEVEL_MARKS[i] ? key : (key + 1) % 4
})

/** The catalogue's plan for the row's answers: what the database stores for them. */
const plan = STUDY_PLANS['Beginner']!['3-5']!

const JOBS: Record<MailKind, Record<string, unknown>> = {
  confirm: { list: 'newsletter_subscribers' },
  newsletter_welcome: { email: 'a@example.com', source: 'faqs' },
  weekly_class: { email: 'a@example.com', source: 'chess_quiz' },
  cheat_sheet: { email: 'a@example.com', source: 'learn' },
  knowledge_quiz_result: {
    name: 'Ada',
    score: 7,
    total_questions: 10,
    answers: [1, 1, 1, 0, 1, 1, 0, 1, 1, 0],
  },
  level_quiz_result: {
    name: 'Quiz Taker',
    answers: LEVEL_OPTIONS,
    question_ids: LEVEL_IDS,
    result: 'Intermediate (1400-1800)',
  },
  // The tactician's own pattern (tests/unit/style-quiz-content.test.ts).
  style_quiz_result: {
    result: 'tactician',
    style_title: 'The Tactician',
    answers: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  study_plan: {
    name: 'Ada',
    experience: 'Beginner',
    hours_per_week: '3-5',
    goal: 'Learn basics',
    age_group: 'Adult (18+)',
    generated_plan: plan,
  },
  opening: {
    recommended_opening: 'Italian Game',
    rating_level: 'beginner',
    study_time: 'slow',
    opening_style: 'aggressive',
    play_format: 'rapid',
    opponent_strategy: 'solid',
  },
  contact_message: {
    name: 'Priya',
    email: 'priya@example.com',
    subject: 'Hello',
    message: 'Line one\nLine two',
  },
}

const compose = (kind: MailKind, payload: Record<string, unknown> = JOBS[kind], promote = false) =>
  composeMail(
    {
      id: 7,
      promote,
      kind,
      to_email: 'a@example.com',
      payload,
      // A confirmation names the list row it confirms.
      source_table: kind === 'confirm' ? 'newsletter_subscribers' : null,
      source_id: kind === 'confirm' ? 42 : null,
      created_at: '2026-11-03T18:30:00Z',
    },
    settings,
    1_000_000,
  )

describe('every mail', () => {
  it.each(Object.keys(JOBS) as MailKind[])(
    '%s: subject, html in the brand colours, plain text',
    async (kind) => {
      const mail = await compose(kind)
      expect(mail.subject.length).toBeGreaterThan(5)
      expect(mail.html).toContain(BRAND_COLORS.navy)
      expect(mail.html).toContain('Checkmate Tutors')
      expect(mail.html).toContain('width=device-width')
      expect(mail.text).toContain('Checkmate Tutors')
      expect(mail.text).not.toMatch(/<(p|div|table|td|span|a|br)\b/i)
      expect(mail.messageId).toBe('<mail-job-7@checkmatetutors.com>')
      // An address object: nodemailer never parses the stored string for lists or groups.
      expect(mail.to).toEqual({ name: '', address: 'a@example.com' })
      if (kind === 'contact_message') {
        expect(mail.headers).toEqual({})
        expect(mail.replyTo).toEqual({ name: '', address: 'priya@example.com' })
        expect(mail.text).toMatch(/Line one\n+Line two/)
      } else {
        expect(mail.headers['List-Unsubscribe']).toMatch(
          /^<https:\/\/ref\.supabase\.co\/functions\/v1\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
        )
        expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
        expect(mail.text).toMatch(/Unsubscribe https:\/\/www\.example\.com\/unsubscribe\?token=/)
        // The way out of everything: a signed link to the erase page.
        const erase =
          /Delete everything you have about me https:\/\/www\.example\.com\/delete-my-data\?token=([\w.-]+)/.exec(
            mail.text,
          )
        expect(erase).not.toBeNull()
        expect(
          await verifyToken(erase![1]!, 'erase', settings.tokenSecret, 1_000_000),
        ).toMatchObject({
          ok: true,
          claims: { action: 'erase', email: 'a@example.com' },
        })
        expect(mail.html).toContain('Delete everything you have about me')
      }
      // Who sends it: the business's name and postal address, in both parts.
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(BUSINESS_NAME)
        expect(part).toContain(BUSINESS_POSTAL_ADDRESS)
      }
      // Why this address gets it: the form, and when.
      expect(mail.text).toContain('That was on November 3, 2026.')
      // Signed by the founder, from the roster; the business's own inbox gets the visitor's words.
      const signature = `Best wishes,\n${FOUNDER.name}\n${FOUNDER.title}, Checkmate Tutors`
      if (kind === 'contact_message') expect(mail.text).not.toContain(FOUNDER.name)
      else {
        expect(mail.text).toContain(signature)
        expect(mail.html).toContain(FOUNDER.name)
      }
    },
  )

  it.each(Object.keys(JOBS).filter((k) => k !== 'contact_message') as MailKind[])(
    '%s: prints no text of the row, whatever string a field holds',
    async (kind) => {
      const evil = 'Sign in at http://evil.example <b>now</b>'
      const hostile = Object.fromEntries(
        Object.entries({ ...JOBS[kind], name: '', message: '', subject: '', goal: '' }).map(
          ([key, value]) => [key, typeof value === 'string' ? evil : value],
        ),
      )
      const mail = await compose(kind, hostile)
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toContain('evil.example')
    },
  )

  it('the confirmation links to our page with a token that confirms that list row for 7 days', async () => {
    const mail = await compose('confirm')
    const token = /confirm-email\?token=([\w.-]+)/.exec(mail.text)![1]!
    const check = await verifyToken(token, 'confirm', settings.tokenSecret, 1_000_000 + 6 * 86_400)
    expect(check).toEqual({
      ok: true,
      claims: {
        action: 'confirm',
        email: 'a@example.com',
        list: 'newsletter_subscribers',
        row: 42,
        expires: 1_000_000 + 7 * 86_400,
      },
    })
    expect(
      await verifyToken(token, 'confirm', settings.tokenSecret, 1_000_000 + 8 * 86_400),
    ).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('a list mail unsubscribes from its list, a result mail from every mail', async () => {
    const list = async (kind: MailKind) => {
      const header = (await compose(kind)).headers['List-Unsubscribe']!
      const token = /token=([\w.-]+)>/.exec(header)![1]!
      const check = await verifyToken(token, 'unsubscribe', settings.tokenSecret, 1_000_000)
      return check.ok ? check.claims.list : null
    }
    expect(await list('newsletter_welcome')).toBe('newsletter_subscribers')
    expect(await list('weekly_class')).toBe('weekly_live_lessons')
    expect(await list('cheat_sheet')).toBe('free_tactics_cheat_sheet')
    expect(await list('study_plan')).toBe('all')
  })

  it('the weekly class mail: the next date in Eastern time, the join link, the class for a calendar', async () => {
    // Saturday November 28, 2026, 9:14 AM in New York: tonight's class is the next one.
    const now = Date.parse('2026-11-28T14:14:00Z') / 1000
    const weekly = await composeMail(
      {
        id: 8,
        kind: 'weekly_class',
        to_email: 'a@example.com',
        payload: JOBS.weekly_class,
        source_table: null,
        source_id: null,
      },
      settings,
      now,
    )
    expect(weekly.subject).toBe('Your link to the free Weekly Master Class')
    expect(weekly.text).toContain('Next class: Saturday, November 28, 7:00 PM Eastern.')
    expect(weekly.text).toContain('https://meet.example.com/weekly')
    // The Google Calendar link: from tonight, weekly, in New York's clock, with the join link.
    const google =
      /Add to Google Calendar \[?(https:\/\/calendar\.google\.com\/\S+?)\]?(\s|$)/.exec(weekly.text)
    expect(google).not.toBeNull()
    const params = new URL(google![1]!).searchParams
    expect(params.get('dates')).toBe('20261128T190000/20261128T193000')
    expect(params.get('ctz')).toBe('America/New_York')
    expect(params.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SA')
    expect(params.get('details')).toContain('https://meet.example.com/weekly')
    // The .ics goes with it (nodemailer: a text/calendar alternative and an attachment).
    expect(weekly.icalEvent).toMatchObject({ filename: 'weekly-class.ics', method: 'PUBLISH' })
    const { event } = parseCalendar(weekly.icalEvent!.content)
    expect(event.uid).toBe(WEEKLY_CLASS.uid)
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(
      'https://meet.example.com/weekly',
    )
    expect(occurrences(event, '2026-11-28T00:00:00Z', 3)).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-12-06T00:00:00.000Z',
      '2026-12-13T00:00:00.000Z',
    ])
    // No other mail carries a calendar.
    expect((await compose('newsletter_welcome')).icalEvent).toBeUndefined()
  })

  it('the cheat sheet mail links its page, the style mail the style page', async () => {
    expect((await compose('cheat_sheet')).text).toContain(
      'https://www.example.com/resources/tactics-cheat-sheet.html',
    )
    expect((await compose('style_quiz_result')).text).toContain(
      'https://www.example.com/chess-style-tactician',
    )
  })

  it('the knowledge quiz mail encourages, and lists the topics and the learning path the page showed', async () => {
    const mail = await compose('knowledge_quiz_result')
    expect(mail.subject).toBe('Your chess knowledge quiz result and what to learn next')
    expect(mail.subject).not.toMatch(/\d/)
    expect(mail.text).toContain('You scored 7 out of 10 (70%)')
    expect(mail.text).toContain(KNOWLEDGE_BAND_MESSAGES.good)
    // Marks 1110110110: every topic at 50% or better; four reach 75%.
    expect(mail.text).toMatch(
      /YOUR STRENGTHS\n+• Piece Movement\n+• Opening Principles\n+• Strategy\n+• Endgames/,
    )
    expect(mail.text).toContain('No weak areas: every category was at 50% or better.')
    LEARNING_PATHS.intermediate.steps.forEach((step, i) =>
      expect(mail.text).toContain(`${i + 1}. ${step}`),
    )
    const low = await compose('knowledge_quiz_result', {
      score: 1,
      total_questions: 10,
      answers: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    })
    expect(low.subject).toBe('Your chess knowledge quiz result and what to learn next')
    expect(low.text).toContain(KNOWLEDGE_BAND_MESSAGES.keepLearning)
    expect(low.text).toMatch(/AREAS FOR IMPROVEMENT\n+• Chess Basics/)
    expect(low.text).toContain(LEARNING_PATHS.foundation.steps[0])
    // Marks that do not add up to the score name no topics.
    const forged = await compose('knowledge_quiz_result', {
      score: 9,
      total_questions: 10,
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    })
    expect(forged.text).not.toContain('YOUR STRENGTHS')
  })

  it('the level mail: what the level means, what to work on, and to a confirmed member both lesson pages (a level quiz asks no age)', async () => {
    const unconfirmed = await compose('level_quiz_result')
    expect(unconfirmed.text).toContain(LEVEL_TEXTS.intermediate.description)
    expect(unconfirmed.text).not.toContain('/lessons/')
    expect(unconfirmed.text).not.toMatch(/intro session/i)
    const mail = await compose('level_quiz_result', JOBS.level_quiz_result, true)
    expect(mail.subject).toBe('Your chess level: Intermediate (1400-1800)')
    expect(mail.text).toContain(LEVEL_TEXTS.intermediate.description)
    expect(mail.text).toContain(LEVEL_TEXTS.intermediate.recommendation)
    expect(mail.text).toContain('Intro Session for Kids https://www.example.com/lessons/kids')
    expect(mail.text).toContain('Intro Session for Adults https://www.example.com/lessons/adults')
  })

  it('the level mail lists the strengths and areas to work on that the result showed, from the questions asked', async () => {
    const strengths =
      /STRENGTHS\n+• Openings\n+• Tactics\n+• Calculation\n+AREAS TO WORK ON\n+• Strategy\n/
    const first = await compose('level_quiz_result')
    expect(first.text).toMatch(strengths)
    // The improved quiz stores 0/1 per question: the same topics.
    const improved = await compose('level_quiz_result', {
      ...JOBS.level_quiz_result,
      name: 'Quiz Participant',
      answers: LEVEL_MARKS,
    })
    expect(improved.text).toMatch(strengths)
    // Every topic right: no area to work on, as the page says it.
    const expert = await compose('level_quiz_result', {
      ...JOBS.level_quiz_result,
      name: 'Quiz Participant',
      answers: LEVEL_IDS.map(() => 1),
      result: 'Expert (2000+)',
    })
    expect(expert.text).toMatch(
      /STRENGTHS\n+• Openings\n+• Tactics\n+• Strategy\n+• Endgames\n+• Calculation\n+• Decision Making\n+AREAS TO WORK ON\n+Every category was at 50% or better\./,
    )
  })

  it.each<[string, Record<string, unknown>]>([
    ['no question ids', { question_ids: undefined }],
    ['an id not in the bank', { question_ids: [...LEVEL_IDS.slice(0, -1), 'tactics-fork'] }],
    ['a repeated id', { question_ids: [...LEVEL_IDS.slice(0, -1), LEVEL_IDS[0]] }],
    ['fewer ids than answers', { question_ids: LEVEL_IDS.slice(0, -1) }],
    ['answers that give another level', { result: 'Expert (2000+)' }],
    ['marks stored as the first quiz', { answers: LEVEL_MARKS }],
    ['a name that is not a placeholder', { name: 'Ada' }],
  ])('the level mail names no topics for a row with %s, and still the level', async (_, patch) => {
    const mail = await compose('level_quiz_result', { ...JOBS.level_quiz_result, ...patch })
    expect(mail.subject).toMatch(/^Your chess level: /)
    expect(mail.text).not.toContain('STRENGTHS')
    expect(mail.text).not.toContain('AREAS TO WORK ON')
    for (const topic of ['Openings', 'Tactics', 'Strategy', 'Calculation'])
      expect(mail.text).not.toContain(`• ${topic}`)
  })

  it('the style mail carries the personal profile the result showed, scored again from the answers', async () => {
    const mail = await compose('style_quiz_result')
    const style = CHESS_STYLES.tactician
    const answers = JOBS.style_quiz_result['answers'] as number[]
    for (const { topic, text } of styleInsights(
      STYLE_QUESTIONS,
      answers,
      STYLE_INSIGHTS,
      'tactician',
    ))
      expect(mail.text).toContain(`${topic}: ${text}`)
    for (const share of scoreStyleQuiz(STYLE_QUESTIONS, answers).breakdown)
      expect(mail.text).toContain(`${CHESS_STYLES[share.id].title}: ${share.percent}%`)
    for (const step of style.improvementPlan) expect(mail.text).toContain(step)
    for (const game of style.famousGames) expect(mail.text).toContain(game.note)
    // A gambiteer who opens with 1.d4 reads the gambiteer's line, as on the page.
    const gambiteer = await compose('style_quiz_result', {
      result: 'gambiteer',
      style_title: 'The Gambiteer',
      answers: [0, 1, 0, 0, 0, 3, 0, 1, 3, 0],
    })
    expect(gambiteer.text).toContain('Your secondary style is The Tactician')
    expect(gambiteer.text).toContain(STYLE_INSIGHTS[2]!.forStyle!.gambiteer![1])
    expect(gambiteer.text).not.toContain('slow build-up')
    // Answers that give another style: the style alone, no profile.
    const forged = await compose('style_quiz_result', {
      ...JOBS.style_quiz_result,
      result: 'grinder',
    })
    expect(forged.subject).toBe('Your chess style: The Grinder')
    expect(forged.text).not.toContain('WHAT YOUR ANSWERS SAY')
  })

  it('the study plan mail draws the week and sends to the lesson page of the age group given', async () => {
    const mail = await compose('study_plan')
    // 3 days/week: Mon, Thu and Sat, as the page's grid.
    expect(mail.text).toContain('Study on Mon, Thu and Sat; rest on Tue, Wed, Fri and Sun.')
    const cells = [
      ...mail.html.matchAll(/<strong>(Mon|Tue|Wed|Thu|Fri|Sat|Sun)<\/strong><br\/?>(\w+)/g),
    ]
    expect(cells.map((c) => `${c[1]} ${c[2]}`)).toEqual([
      'Mon Study',
      'Tue Rest',
      'Wed Rest',
      'Thu Study',
      'Fri Rest',
      'Sat Study',
      'Sun Rest',
    ])
    const optional = await compose('study_plan', {
      ...JOBS.study_plan,
      experience: 'Intermediate',
      hours_per_week: '3-5',
    })
    expect(optional.text).toContain('Study on Mon, Thu and Sat; Tue if you have time; rest on')
    expect(optional.html).toMatch(/<strong>Tue<\/strong><br\/?>Extra/)
    // The offer goes to a confirmed member only (compose's `promote`); a child's plan never has one.
    const lessonsFor = async (ageGroup: string) =>
      [
        ...(
          await compose(
            'study_plan',
            { ...JOBS.study_plan, age_group: ageGroup, for_child: ageGroup === 'Child (under 12)' },
            true,
          )
        ).text.matchAll(/https:\/\/www\.example\.com\/lessons\/(kids|adults)/g),
      ].map((m) => m[1])
    expect(await lessonsFor('Child (under 12)')).toEqual([])
    expect(new Set(await lessonsFor('Teen (13-17)'))).toEqual(new Set(['kids']))
    expect(new Set(await lessonsFor('Adult (18+)'))).toEqual(new Set(['adults']))
    expect(new Set(await lessonsFor('a parent'))).toEqual(new Set(['kids', 'adults']))
  })

  it('the study plan mail is the plan: title, schedule, focus, the four activities in order', async () => {
    const mail = await compose('study_plan')
    expect(mail.subject).toBe('Your study plan: Rapid Learner')
    expect(mail.text).toContain(plan.schedule)
    expect(mail.text).toContain(plan.focus)
    let at = 0
    plan.activities.forEach((activity, i) => {
      const found = mail.text.indexOf(`${i + 1}. ${activity}`, at)
      expect(found, activity).toBeGreaterThan(at)
      at = found
    })
  })

  it("a result mail prints no text of the row: the plan is the catalogue's for its answers, no name", async () => {
    const evil = 'Sign in at http://evil.example'
    const mail = await compose('study_plan', {
      name: evil,
      experience: 'Advanced',
      hours_per_week: '6+',
      generated_plan: { title: evil, schedule: evil, focus: evil, activities: [evil] },
    })
    expect(mail.subject).toBe('Your study plan: Elite Excellence')
    for (const kind of ['knowledge_quiz_result', 'level_quiz_result'] as const) {
      const result = await compose(kind, { ...JOBS[kind], name: evil })
      expect(result.text).not.toContain('evil.example')
    }
    expect(mail.text).not.toContain('evil.example')
    expect(mail.html).not.toContain('evil.example')
    const opening = await compose('opening', { ...JOBS.opening, recommended_opening: evil })
    expect(opening.text).not.toContain('evil.example')
    const level = await compose('level_quiz_result', { result: evil })
    expect(level.subject).toBe('Your chess level')
    const style = await compose('style_quiz_result', { result: 'tactician', style_title: evil })
    expect(style.text).not.toContain('evil.example')
    expect(style.subject).toBe('Your chess style: The Tactician')
  })

  it('every opening of the catalogue: why it fits, next steps and its first moves', async () => {
    const names = new Set(
      Object.values(OPENING_CATALOGUE).flatMap((styles) =>
        Object.values(styles).flatMap((times) => Object.values(times).flat()),
      ),
    )
    expect(names.size).toBe(36)
    for (const name of names) {
      const mail = await compose('opening', { ...JOBS.opening, recommended_opening: name })
      expect(mail.text, name).toContain('Suits your rating level: Beginner (0-1200).')
      expect(mail.text, name).toContain('Matches your aggressive playing style.')
      for (const step of nextSteps(name)) expect(mail.text, name).toContain(step)
      expect(mail.text, name).toContain(numberedLine(OPENING_MOVES[name]!.san))
    }
  })
})

describe('a learner under 13: the result goes to the parent, with no offer', () => {
  it.each(['knowledge_quiz_result', 'study_plan'] as const)(
    '%s for a child: the result, addressed to a parent, and no lessons or assessment',
    async (kind) => {
      // Even with `promote` (a confirmed member's address), a child's mail has no offer; the
      // adult's has it (so the test can fail).
      const adult = await compose(kind, JOBS[kind], true)
      const child = await compose(
        kind,
        { ...JOBS[kind], name: 'Quiz Taker', for_child: true },
        true,
      )
      expect(adult.text).toMatch(/free assessment|intro session/i)
      // Text as read: plain text wraps lines, HTML escapes the apostrophe.
      const flat = (t: string) => t.replaceAll('&#x27;', "'").replace(/\s+/g, ' ')
      for (const part of [flat(child.text), flat(child.html)]) {
        // (The founder's signature says 'Head Coach': no coach's pitch is what is checked.)
        expect(part).not.toMatch(
          /free assessment|intro lesson|intro session|titled master|\/lessons/i,
        )
        expect(part).toContain("your address as a parent's")
        expect(part).toContain('no offers')
        expect(part).not.toContain('Quiz Taker')
      }
      expect(flat(child.text)).toContain('for a learner under 13')
    },
  )

  it('the study plan for a child is still the whole plan', async () => {
    const mail = await compose('study_plan', { ...JOBS.study_plan, for_child: true })
    expect(mail.text).toContain(plan.schedule)
    for (const activity of plan.activities) expect(mail.text).toContain(activity)
  })

  it('a list confirmation asks someone under 16 to have a parent sign up instead', async () => {
    const mail = await compose('confirm')
    const flat = (t: string) => t.replaceAll('&#x27;', "'").replace(/\s+/g, ' ')
    expect(flat(mail.text)).toContain(LIST_CONSENT_MAIL_LINE)
    expect(flat(mail.html)).toContain(LIST_CONSENT_MAIL_LINE)
  })
})

describe('links', () => {
  const secret = 'k'.repeat(40)
  const claims = {
    action: 'unsubscribe' as const,
    email: 'a@example.com',
    list: 'all' as const,
    expires: 2000,
  }

  it('verify what they signed, and nothing changed by a byte', async () => {
    const token = await signToken(claims, secret)
    expect(await verifyToken(token, 'unsubscribe', secret, 1000)).toEqual({ ok: true, claims })
    const [payload, signature] = token.split('.')
    const other = await signToken({ ...claims, email: 'b@example.com' }, secret)
    expect(
      await verifyToken(`${other.split('.')[0]}.${signature}`, 'unsubscribe', secret, 1000),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await verifyToken(`${payload}.${signature}x`, 'unsubscribe', secret, 1000),
    ).toMatchObject({ ok: false })
    expect(await verifyToken(token, 'confirm', secret, 1000)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await verifyToken(token, 'unsubscribe', 'z'.repeat(40), 1000)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await verifyToken(token, 'unsubscribe', secret, 2001)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await verifyToken('', 'unsubscribe', secret)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyToken('a.b.c', 'unsubscribe', secret)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuse a short secret', async () => {
    await expect(signToken(claims, 'short')).rejects.toThrow(/32 characters/)
  })
})

describe('the lesson offer', () => {
  it('goes only to a mailbox that confirmed a list: a result alone is the result and our footer', async () => {
    for (const kind of ['study_plan', 'level_quiz_result'] as const) {
      const plain = await compose(kind)
      expect(plain.text, kind).not.toMatch(/Book a free intro lesson|See lessons for your level/)
      expect(plain.text, kind).not.toContain('/lessons/')
      expect(plain.html, kind).not.toContain('/lessons/')
      expect(plain.text, kind).toContain(BUSINESS_POSTAL_ADDRESS)
      const member = await compose(kind, JOBS[kind], true)
      expect(member.text, kind).toContain('/lessons/')
    }
  })
})

describe('links', () => {
  it('carry no address in clear: sealed, and unreadable without the secret', async () => {
    const mail = await compose('study_plan')
    const tokens = [...mail.text.matchAll(/token=([\w.-]+)/g)].map((m) => m[1]!)
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    for (const token of tokens) {
      expect(token).not.toContain('a@example.com')
      for (const part of token.split('.'))
        expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain('example.com')
    }
  })
})

describe('limits and input', () => {
  it('a claim outlives its worst batch: every mail at its deadline, with room to spare', () => {
    // A connection, a greeting and a command, each at the SMTP timeout, fit one mail's deadline.
    expect(SEND_DEADLINE_MS).toBeGreaterThanOrEqual(3 * SMTP_TIMEOUT_MS)
    expect(CLAIM_LEASE_SECONDS * 1000).toBeGreaterThan(SEND_BATCH_SIZE * SEND_DEADLINE_MS)
  })

  it('a 5xx to RCPT TO is a refusal of the recipient for good; a 4xx or another command is not', () => {
    expect(isRecipientRefused({ responseCode: 550, command: 'RCPT TO' })).toBe(true)
    expect(isRecipientRefused({ responseCode: 451, command: 'RCPT TO' })).toBe(false)
    expect(isRecipientRefused({ responseCode: 535, command: 'AUTH PLAIN' })).toBe(false)
    expect(isRecipientRefused({ responseCode: 554, command: 'DATA' })).toBe(false)
    expect(isRecipientRefused(new Error('ECONNREFUSED'))).toBe(false)
  })

  it('backs off 5 s, 10 s, 20 s... up to an hour', () => {
    expect([1, 2, 3, 4].map(retryBackoffSeconds)).toEqual(
      [5, 10, 20, 40].map((n) => (n / 5) * RETRY_BACKOFF_BASE_SECONDS),
    )
    expect(retryBackoffSeconds(40)).toBe(RETRY_BACKOFF_MAX_SECONDS)
    expect(RETRY_BACKOFF_MAX_SECONDS).toBeLessThanOrEqual(3600)
  })

  it('a job is retried for at least 24 hours before it dies', () => {
    let waited = 0
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++)
      waited += retryBackoffSeconds(attempt)
    expect(waited).toBeGreaterThanOrEqual(24 * 60 * 60)
    // ... and not for days on end.
    expect(waited).toBeLessThan(26 * 60 * 60)
  })

  it("the sender's summary line says when a job died, and what to do", () => {
    expect(senderSummary({ claimed: 2, sent: 2, retried: 0, dead: 0 })).toBe(
      'send-mails: 2 sent, 0 to retry, 0 dead',
    )
    expect(senderSummary({ claimed: 1, sent: 0, retried: 0, dead: 1 })).toMatch(
      /1 dead: MAIL JOB DIED .*npm run mails -- --revive/,
    )
  })

  it('the contact function cleans its fields as the site does and names the bad one', () => {
    expect(
      contactFields({
        name: '  Priya <b>',
        email: ' Priya@Example.COM ',
        subject: 'Hi\tthere',
        message: ' Hello \r\n ',
      }),
    ).toEqual({
      fields: {
        name: 'Priya b',
        email: 'priya@example.com',
        subject: 'Hi there',
        message: 'Hello',
      },
    })
    expect(contactFields({ name: 'P', email: 'nope', subject: 'S', message: 'M' })).toEqual({
      field: 'email',
    })
    expect(
      contactFields({ name: '\u200b', email: 'p@example.com', subject: 'S', message: 'M' }),
    ).toEqual({ field: 'name' })
    expect(contactFields(null)).toEqual({ field: 'name' })
  })
})
