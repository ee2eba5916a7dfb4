/**
 * Fault injection on every form that writes a lead, from every place it appears:
 * the backend answering 409 / 23505 (the subscription lists) and 500, the request failing offline,
 * no answer within the time limit, and an answer after the time limit for an insert that did land.
 * Each time the visitor sees the spec's exact toast, keeps what they typed, gets the button back,
 * and the retry once the backend answers again leaves exactly one row (tests/e2e/faults.ts).
 *
 * One test per page, the faults in sequence on the same page, on Playwright's paused clock.
 */
import type { Locator, Page } from '@playwright/test'
import {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEAD_SAVE_TIMEOUT_MS,
  LEARN_POPUP_DELAY_MS,
  LEVEL_QUIZ_AUTO_ADVANCE_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
} from '../../machines/timings'
import { CHESS_STYLES } from '../../src/content/chess-styles'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { MESSAGES, QUIZ_MESSAGES, type SubscribeMessages } from '../../src/content/messages'
import { POPUPS, WEEKLY_LESSONS_BUTTON } from '../../src/content/overlays'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail, keptLeads } from './db'
import {
  backendFor,
  letToastsGo,
  openOnClock,
  runFaults,
  subscribeTexts,
  toast,
  type FaultForm,
} from './faults'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'
import { levelQuestionOnScreen } from './quiz-helpers'

type Table = 'newsletter_subscribers' | 'weekly_live_lessons' | 'free_tactics_cheat_sheet'

/** A sign-up form of the subscribe feature (newsletter block, weekly card, cheat sheet, popups). */
function signUpForm(
  page: Page,
  o: {
    scope: Locator
    table: Table
    source: string
    messages: SubscribeMessages
    /** The form stays after an already-subscribed answer (not the card, not the /articles modal). */
    staysOnDuplicate: boolean
    /** What else the saved state shows (the field cleared, the popup closed...). */
    saved?: () => Promise<void>
  },
): FaultForm & { expectRow(): Promise<void> } {
  const email = uniqueEmail(`fault-${o.source}`)
  const input = o.scope.getByRole('textbox', { name: 'Email address' })
  const texts = subscribeTexts(o.messages)
  return {
    table: o.table,
    email,
    fill: () => input.fill(email),
    button: o.scope.locator('button[type="submit"]'),
    expectKept: () => expect(input).toHaveValue(email),
    failure: texts.failure,
    duplicate: o.staysOnDuplicate ? texts.duplicate : undefined,
    async expectSaved() {
      await expect(toast(page, o.messages.success, 'status')).toBeVisible()
      await o.saved?.()
    },
    async expectRow() {
      expect(await rowsFor(o.table, email)).toMatchObject([{ email, source: o.source }])
    },
  }
}

const newsletterBlock = (
  page: Page,
  source: string,
  messages: SubscribeMessages = MESSAGES.newsletter,
) => {
  const scope = page.getByRole('region', { name: 'Newsletter' })
  return signUpForm(page, {
    scope,
    table: 'newsletter_subscribers',
    source,
    messages,
    staysOnDuplicate: true,
    saved: () => expect(scope.getByRole('textbox', { name: 'Email address' })).toHaveValue(''),
  })
}

const weeklyCard = (page: Page, source: string) => {
  const scope = page.getByRole('region', { name: 'Join Our Free Weekly Master Class' })
  return signUpForm(page, {
    scope,
    table: 'weekly_live_lessons',
    source,
    messages: MESSAGES.weeklyCard,
    staysOnDuplicate: false,
    saved: () => expect(scope.getByRole('status')).toBeVisible(),
  })
}

const cheatSheet = (page: Page, source: string) => {
  const scope = page.getByRole('form', { name: 'Free tactics cheat sheet' })
  return signUpForm(page, {
    scope,
    table: 'free_tactics_cheat_sheet',
    source,
    messages: MESSAGES.cheatSheet,
    staysOnDuplicate: true,
    saved: () => expect(scope.getByRole('textbox', { name: 'Email address' })).toHaveValue(''),
  })
}

async function faultsOn(page: Page, form: ReturnType<typeof signUpForm>) {
  await runFaults(page, form)
  await form.expectRow()
}

// Every form here is sent five to eight times (each fault, then the retry), each attempt with its
// own proof of work: three times the usual time limit.
test.beforeEach(() => test.slow())

test.describe('sign-up forms on the pages', () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))

  const PLACES: Array<[string, Array<(page: Page) => ReturnType<typeof signUpForm>>]> = [
    ['/', [(p) => newsletterBlock(p, 'home_newsletter', MESSAGES.homeNewsletter)]],
    ['/faqs', [(p) => newsletterBlock(p, 'faqs_newsletter')]],
    ['/train', [(p) => newsletterBlock(p, 'training_hub')]],
    ['/articles', [(p) => newsletterBlock(p, 'articles_newsletter')]],
    [
      '/learn',
      [(p) => cheatSheet(p, 'learn_cheat_sheet'), (p) => newsletterBlock(p, 'learn_newsletter')],
    ],
    ['/lessons/kids', [(p) => newsletterBlock(p, 'kids_lessons_newsletter')]],
    [
      '/lessons/adults',
      [
        (p) => weeklyCard(p, 'free_weekly_strategy_session'),
        (p) => newsletterBlock(p, 'adults_lessons_newsletter'),
      ],
    ],
    ['/articles/chess-tips', [(p) => newsletterBlock(p, 'blog_article')]],
    ['/chess-style-tactician', [(p) => newsletterBlock(p, 'chess-style-tactician')]],
  ]
  for (const [path, forms] of PLACES) {
    test(`${path}: every fault on ${forms.length === 1 ? 'its form' : 'each of its forms'}`, async ({
      page,
    }) => {
      await openOnClock(page, path)
      for (const form of forms) await faultsOn(page, form(page))
    })
  }
})

test.describe('sign-up forms in the popups', () => {
  const POPUP_PLACES: Array<{
    name: string
    path: string
    popup: (typeof POPUPS)[keyof typeof POPUPS]
    table: Table
    messages: SubscribeMessages
    /** Opens the popup: its delay on the paused clock, or its button (the visitor then returns). */
    open: (page: Page) => Promise<void>
    /** The /articles modal closes on an already-subscribed answer (overlays.spec.ts plays a real one). */
    staysOnDuplicate: boolean
    /** After the success toast: the popup closes, at once or after its auto-close delay. */
    closes: (page: Page) => Promise<void>
  }> = [
    {
      name: 'home welcome popup (free tactics cheat sheet)',
      path: '/',
      popup: POPUPS.homeWelcome,
      table: 'free_tactics_cheat_sheet',
      messages: MESSAGES.welcomePopup,
      open: (page) => page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS),
      staysOnDuplicate: true,
      closes: async () => {},
    },
    {
      name: '/learn weekly live lessons popup',
      path: '/learn',
      popup: POPUPS.learn,
      table: 'weekly_live_lessons',
      messages: MESSAGES.weeklyPopup,
      open: (page) => page.clock.runFor(LEARN_POPUP_DELAY_MS),
      staysOnDuplicate: true,
      closes: async () => {},
    },
    {
      name: 'Training Hub weekly live lessons popup, opened by its button',
      path: '/train',
      popup: POPUPS.trainingHub,
      table: 'weekly_live_lessons',
      messages: MESSAGES.weeklyPopup,
      open: (page) => page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON }).click(),
      staysOnDuplicate: true,
      closes: (page) => page.clock.runFor(POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS),
    },
    {
      name: '/articles weekly live lessons modal',
      path: '/articles',
      popup: POPUPS.articlesWeekly,
      table: 'weekly_live_lessons',
      messages: MESSAGES.articlesModal,
      open: async () => {},
      staysOnDuplicate: false,
      closes: async () => {},
    },
  ]
  for (const place of POPUP_PLACES) {
    test(place.name, async ({ page }) => {
      // Opened by its button: as a returning visitor, so the timed popups stay away.
      if (place.path === '/train') await asReturningSubscriber(page)
      await openOnClock(page, place.path)
      await place.open(page)
      const dialog = page.getByRole('dialog', { name: place.popup.title })
      await faultsOn(
        page,
        signUpForm(page, {
          scope: dialog,
          table: place.table,
          source: place.popup.source,
          messages: place.messages,
          staysOnDuplicate: place.staysOnDuplicate,
          saved: async () => {
            await place.closes(page)
            await expect(dialog).toBeHidden()
          },
        }),
      )
    })
  }
})

/** The quizzes and tools: their own failure texts (spec §8), then the sign-up under the result. */
test.describe('quizzes and tools', () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))

  const levelFailure = {
    server: {
      title: QUIZ_MESSAGES.levelSaveFailedTitle,
      description: QUIZ_MESSAGES.levelSaveFailedFallback,
    },
    noAnswer: {
      title: QUIZ_MESSAGES.levelSaveFailedTitle,
      description: QUIZ_MESSAGES.levelSaveFailedFallback,
    },
  }
  const fixed = (text: { title: string; description: string }) => ({
    server: text,
    noAnswer: text,
  })

  test('/quiz: the details form, then the weekly class card under the results', async ({
    page,
  }) => {
    await openOnClock(page, '/quiz')
    for (let i = 0; i < KNOWLEDGE_QUESTIONS.length; i++) {
      await page
        .getByRole('group', { name: KNOWLEDGE_QUESTIONS[i]!.question })
        .getByRole('button')
        .first()
        .click()
      await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
    }
    const email = uniqueEmail('fault-quiz')
    const name = page.getByRole('textbox', { name: 'Your name' })
    const input = page.getByRole('textbox', { name: 'Email address' })
    await runFaults(page, {
      table: 'quiz_submissions',
      email,
      fill: async () => {
        await page.getByRole('radio', { name: '16 or older' }).check()
        await name.fill('Ann Player')
        await input.fill(email)
      },
      button: page.getByRole('form', { name: 'Quiz details' }).locator('button[type="submit"]'),
      expectKept: async () => {
        await expect(name).toHaveValue('Ann Player')
        await expect(input).toHaveValue(email)
      },
      failure: fixed(QUIZ_MESSAGES.knowledgeSaveFailed),
      expectSaved: () => expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible(),
    })
    await faultsOn(page, weeklyCard(page, 'chess_quiz'))
  })

  test('/chess-level-quiz: the e-mail step, then the weekly class card under the result', async ({
    page,
  }) => {
    await openOnClock(page, '/chess-level-quiz')
    for (let i = 0; i < 10; i++) {
      const q = await levelQuestionOnScreen(page)
      await page
        .getByRole('group', { name: q.question })
        .getByRole('button')
        .nth(q.correctAnswer)
        .click()
      await page.clock.runFor(LEVEL_QUIZ_AUTO_ADVANCE_MS)
    }
    const email = uniqueEmail('fault-level')
    const input = page.getByRole('textbox', { name: 'Email address' })
    await runFaults(page, {
      table: 'chess_level_quiz',
      email,
      fill: () => input.fill(email),
      button: page.getByRole('form', { name: 'Level quiz email' }).locator('button[type="submit"]'),
      expectKept: () => expect(input).toHaveValue(email),
      failure: levelFailure,
      expectSaved: async () => {
        await expect(toast(page, QUIZ_MESSAGES.levelComplete, 'status')).toBeVisible()
        await expect(
          page.getByRole('heading', { name: 'Your Chess Level: Expert (2000+)' }),
        ).toBeVisible()
      },
    })
    await faultsOn(page, weeklyCard(page, 'chess-level-quiz'))
  })

  test('/find-your-level: the e-mail step, then the weekly class card under the result', async ({
    page,
  }) => {
    await openOnClock(page, '/find-your-level')
    for (let i = 0; i < 10; i++) {
      const q = await levelQuestionOnScreen(page)
      await page
        .getByRole('group', { name: q.question })
        .getByRole('button')
        .nth(q.correctAnswer)
        .click()
      await page.getByRole('button', { name: i === 9 ? 'Continue' : 'Next Question' }).click()
    }
    const email = uniqueEmail('fault-improved')
    const input = page.getByRole('textbox', { name: 'Email address' })
    await runFaults(page, {
      table: 'chess_level_quiz',
      email,
      fill: () => input.fill(email),
      button: page
        .getByRole('form', { name: 'Level assessment email' })
        .locator('button[type="submit"]'),
      expectKept: () => expect(input).toHaveValue(email),
      failure: levelFailure,
      expectSaved: () =>
        expect(page.getByRole('heading', { name: 'Your Level: Expert (2000+)' })).toBeVisible(),
    })
    await faultsOn(page, weeklyCard(page, 'improved-chess-level-quiz'))
  })

  test('/study-plan: the generator, then the newsletter block under the plan', async ({ page }) => {
    await openOnClock(page, '/study-plan')
    const form = page.getByRole('form', { name: 'Study plan generator' })
    const email = uniqueEmail('fault-plan')
    const values: Array<[string, string]> = [
      ['Experience level', 'Advanced'],
      ['Hours per week', '3-5'],
      ['Main goal', 'Win tournaments'],
      ['Age group', 'Teen (13-17)'],
    ]
    await runFaults(page, {
      table: 'study_plans',
      email,
      fill: async () => {
        for (const [label, value] of values) await form.getByLabel(label).selectOption(value)
        await form.getByLabel('Your name').fill('Sam Player')
        await form.getByLabel('Email address').fill(email)
      },
      button: form.locator('button[type="submit"]'),
      expectKept: async () => {
        for (const [label, value] of values) await expect(form.getByLabel(label)).toHaveValue(value)
        await expect(form.getByLabel('Your name')).toHaveValue('Sam Player')
        await expect(form.getByLabel('Email address')).toHaveValue(email)
      },
      failure: fixed(QUIZ_MESSAGES.studyPlanFailed),
      expectSaved: () =>
        expect(
          page.getByRole('heading', { level: 2, name: STUDY_PLANS['Advanced']!['3-5']!.title }),
        ).toBeVisible(),
    })
    await faultsOn(page, newsletterBlock(page, 'study-plan-generator'))
  })

  test('/opening-recommender: the recommender, then the newsletter block under the result', async ({
    page,
  }) => {
    await openOnClock(page, '/opening-recommender')
    const form = page.getByRole('form', { name: 'Opening recommender' })
    const email = uniqueEmail('fault-opening')
    const values: Array<[string, string]> = [
      ['Rating level', 'advanced'],
      ['Study time per week', 'quick'],
      ['Playing style', 'positional'],
      ['Favourite format', 'blitz'],
      ['Opponent type', 'mixed'],
    ]
    const { posts } = await runFaults(page, {
      table: 'opening_recommender',
      email,
      fill: async () => {
        for (const [label, value] of values) await form.getByLabel(label).selectOption(value)
        await form.getByLabel('Email address').fill(email)
      },
      button: form.locator('button[type="submit"]'),
      expectKept: async () => {
        for (const [label, value] of values) await expect(form.getByLabel(label)).toHaveValue(value)
        await expect(form.getByLabel('Email address')).toHaveValue(email)
      },
      failure: fixed(QUIZ_MESSAGES.openingFailed),
      expectSaved: () => expect(page.getByRole('button', { name: 'Retry Quiz' })).toBeVisible(),
    })
    // The opening shown is the one stored: one lead, one recommendation, on every attempt (the
    // attempt that landed late is the row the database keeps).
    const shown = await page.getByRole('heading', { level: 2 }).first().textContent()
    expect(
      posts.map((p) => p['recommended_opening']),
      'the recommendation sent by each attempt',
    ).toEqual(posts.map(() => shown))
    expect(await rowsFor('opening_recommender', email)).toMatchObject([
      { recommended_opening: shown },
    ])
    await faultsOn(page, newsletterBlock(page, 'opening-recommender'))
  })

  test('/chess-style: the result shows whatever the save did; each lead lands exactly once', async ({
    page,
  }) => {
    await openOnClock(page, '/chess-style')
    const backend = await backendFor(page, 'chess_style_quiz')
    const style = CHESS_STYLES.tactician
    const emails: string[] = []
    const playAndReveal = async (
      fault: 'through' | '500' | 'offline' | 'timeout' | 'lateLanding',
    ) => {
      const email = uniqueEmail(`fault-style-${fault.toLowerCase()}`)
      emails.push(email)
      for (const [n, q] of STYLE_QUESTIONS.entries()) {
        await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible()
        await page.getByRole('button', { name: q.answers[0]!.text }).click()
      }
      await page.getByRole('textbox', { name: 'Email address' }).fill(email)
      backend.mode = fault
      await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
      if (fault === 'timeout' || fault === 'lateLanding') {
        await backend.held()
        await expect(page.getByRole('button', { name: 'Revealing...' })).toBeDisabled()
        await page.clock.runFor(LEAD_SAVE_TIMEOUT_MS)
      }
      await expect(page.getByRole('heading', { level: 2, name: style.title })).toBeVisible()
      // Spec §8: a failed save is only logged, the visitor sees no error.
      await expect(page.getByRole('alert')).toHaveCount(0)
      if (fault === 'lateLanding') await backend.answerLate()
    }
    for (const fault of ['500', 'offline', 'timeout', 'lateLanding'] as const) {
      await playAndReveal(fault)
      await page.getByRole('button', { name: 'Retake Quiz' }).click()
    }
    expect(await rowsFor('chess_style_quiz', emails[3]!)).toHaveLength(1)
    // The outbox may already have retried a kept lead at its retry time while the later reveals ran
    // the clock (the backend let the late-landing one through): never twice.
    for (const email of emails.slice(0, 3))
      expect((await rowsFor('chess_style_quiz', email)).length).toBeLessThanOrEqual(1)

    // The backend answers again: the next load delivers what the outbox kept, each exactly once.
    backend.mode = 'through'
    await page.reload()
    await waitForHydration(page)
    for (const email of emails)
      await expect
        .poll(() => rowsFor('chess_style_quiz', email), { message: email })
        .toMatchObject([{ email, result: 'tactician', style_title: style.title }])
    await expect.poll(() => keptLeads(page)).toEqual([])

    // The weekly class card under the result.
    await playAndReveal('through')
    await expect.poll(() => rowsFor('chess_style_quiz', emails[4]!)).toHaveLength(1)
    await letToastsGo(page)
    await faultsOn(page, weeklyCard(page, 'chess-style-quiz'))
  })
})
