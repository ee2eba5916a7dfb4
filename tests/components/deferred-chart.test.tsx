/**
 * Charts that load after hydration (src/startup/chart.ts): what a component
 * renders before its chart has loaded is the chart's own initial state, every event sent in between
 * reaches the chart in order, and a chart React stops and starts again (StrictMode) goes on from
 * where it was.
 */
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { assign, createActor, emit, setup } from 'xstate'
import { DeferredChart } from '../../src/startup/chart'
import { Accordion } from '../../src/ui/accordion'
import { navMenuMachine } from '../../machines/nav-menu.machine'
import { MENU_OPEN_BEFORE, selectMenuOpen } from '../../machines/nav-menu.selectors'
import { accordionMachine } from '../../machines/accordion.machine'
import { OPEN_BEFORE, selectOpen } from '../../machines/accordion.selectors'
import { carouselMachine } from '../../machines/carousel.machine'
import {
  INDEX_BEFORE,
  ROTATING_BEFORE,
  selectIndex,
  selectRotating,
} from '../../machines/carousel.selectors'
import { lessonTypeModalMachine } from '../../machines/lesson-type-modal.machine'
import { CHOOSER_OPEN_BEFORE, selectChooserOpen } from '../../machines/lesson-type-modal.selectors'
import { timedPopupMachine, type TimedPopupId } from '../../machines/timed-popup.machine'
import {
  POPUP_OPEN_BEFORE,
  POPUP_THANKS_BEFORE,
  selectPopupOpen,
  selectPopupThanks,
} from '../../machines/timed-popup.selectors'
import { exitIntentMachine } from '../../machines/exit-intent.machine'
import { promoCardMachine } from '../../machines/promo-card.machine'
import {
  EXIT_INTENT_OPEN_BEFORE,
  PROMO_SHOWN_BEFORE,
  selectExitIntentOpen,
  selectPromoShown,
} from '../../machines/overlay.selectors'
import { knowledgeQuizMachine } from '../../machines/knowledge-quiz.machine'
import * as knowledge from '../../machines/knowledge-quiz.selectors'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { moveStepperMachine } from '../../machines/move-stepper.machine'
import {
  AT_START_BEFORE,
  atEndBefore,
  PLY_BEFORE,
  selectAtEnd,
  selectAtStart,
  selectPly,
} from '../../machines/move-stepper.selectors'
import { shareMachine } from '../../machines/share.machine'
import { COPYING_BEFORE, selectCopying } from '../../machines/share.selectors'
import { styleQuizMachine } from '../../machines/style-quiz.machine'
import {
  selectAnswers as selectStyleAnswers,
  selectBusy as selectStyleBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  styleQuizBefore,
} from '../../machines/style-quiz.selectors'
import { STYLE_QUIZ_INPUT } from '../../src/features/style-quiz/style-quiz-input'
import { subscribeMachine } from '../../machines/subscribe.machine'
import { toolFormChart } from '../../machines/tool-form.machine'
import {
  BUSY_BEFORE as TOOL_BUSY_BEFORE,
  RESULT_BEFORE,
  selectAnswers,
  selectBusy as selectToolBusy,
  selectSavedResult,
} from '../../machines/tool-form.selectors'
import { openingTool, studyPlanTool } from '../../machines/tool-form.tools'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import { STUDY_PLANS } from '../../src/content/study-plans'
import {
  BUSY_BEFORE,
  OUTCOME_BEFORE,
  selectBusy,
  selectEmail,
  selectOutcome,
} from '../../machines/subscribe.selectors'

import { levelQuizMachine } from '../../machines/level-quiz.machine'
import * as level from '../../machines/level-quiz.selectors'
import { improvedLevelQuizMachine } from '../../machines/level-quiz.machine'
import * as improved from '../../machines/level-quiz.selectors'
import {
  IMPROVED_QUIZ_FIRST_QUESTION,
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_FIRST_QUESTION,
  LEVEL_QUIZ_QUESTION_COUNT,
} from '../../src/content/level-quiz'
import { trainingHubMachine } from '../../machines/training-hub.machine'
import * as hub from '../../machines/training-hub.selectors'
import { TOOLS } from '../../src/content/tools'
import { schedulingWidgetMachine } from '../../machines/scheduling-widget.machine'
import * as scheduling from '../../machines/scheduling-widget.selectors'
import { mailLinkMachine } from '../../machines/mail-link.machine'
import * as mailLink from '../../machines/mail-link.selectors'
import { contactFormMachine } from '../../machines/contact-form.machine'
import * as contact from '../../machines/contact-form.selectors'
import { articlesModalMachine } from '../../machines/articles-modal.machine'
import { mobileBookingBarMachine } from '../../machines/mobile-booking-bar.machine'
import {
  ARTICLES_MODAL_OPEN_BEFORE,
  BOOKING_BAR_SHOWN_BEFORE,
  selectArticlesModalOpen,
  selectBookingBarShown,
} from '../../machines/overlay.selectors'

/** The snapshot a chart has once started, before anything happens to it. */
function started<T extends Parameters<typeof createActor>[0]>(
  logic: T,
  input?: unknown,
): ReturnType<ReturnType<typeof createActor<T>>['getSnapshot']> {
  const actor = createActor(logic, { input } as never)
  actor.start()
  const snapshot = actor.getSnapshot()
  actor.stop()
  return snapshot as never
}

describe('what a component renders before its chart has loaded is the chart’s initial state', () => {
  it('navbar menu', () => {
    expect(selectMenuOpen(started(navMenuMachine))).toBe(MENU_OPEN_BEFORE)
  })

  it('accordion', () => {
    expect(selectOpen(started(accordionMachine))).toBe(OPEN_BEFORE)
  })

  it.each([1, 3, 7])('carousel of %i slides', (count) => {
    const snapshot = started(carouselMachine, { count })
    expect(selectIndex(snapshot)).toBe(INDEX_BEFORE)
    expect(selectRotating(snapshot)).toBe(ROTATING_BEFORE)
  })

  it('lesson-type chooser', () => {
    expect(selectChooserOpen(started(lessonTypeModalMachine))).toBe(CHOOSER_OPEN_BEFORE)
  })

  it.each<[TimedPopupId, number | null]>([
    ['homeWelcome', null],
    ['homeWelcome', 0],
    ['learn', 500],
    ['trainingHub', 60_000],
  ])('timed popup %s, %s ms after load', (popup, sinceLoadMs) => {
    const snapshot = started(timedPopupMachine, { popup, sinceLoadMs })
    expect(selectPopupOpen(snapshot)).toBe(POPUP_OPEN_BEFORE)
    expect(selectPopupThanks(snapshot)).toBe(POPUP_THANKS_BEFORE)
  })

  it.each([0, 5_000, 60_000])('exit intent, %s ms after arrival', (sinceArrivalMs) => {
    expect(selectExitIntentOpen(started(exitIntentMachine, { sinceArrivalMs }))).toBe(
      EXIT_INTENT_OPEN_BEFORE,
    )
  })

  it('promo card', () => {
    expect(selectPromoShown(started(promoCardMachine, { path: '/about' }))).toBe(PROMO_SHOWN_BEFORE)
  })

  it.each([[['c4', 'e5', 'Nc3']], [['e4']], [[]]])('move stepper with the moves %j', (sans) => {
    const snapshot = started(moveStepperMachine, { sans })
    expect(selectPly(snapshot)).toBe(PLY_BEFORE)
    expect(selectAtStart(snapshot)).toBe(AT_START_BEFORE)
    expect(selectAtEnd(snapshot)).toBe(atEndBefore(sans))
  })

  it('knowledge quiz (its first question, nothing answered)', () => {
    const snapshot = started(knowledgeQuizMachine, { questions: KNOWLEDGE_QUESTIONS })
    const before = knowledge.KNOWLEDGE_QUIZ_BEFORE
    expect(knowledge.selectStep(snapshot)).toBe(before.step)
    expect(knowledge.selectCurrent(snapshot)).toBe(before.current)
    expect(knowledge.selectChosen(snapshot)).toBe(before.chosen)
    expect(knowledge.selectMarks(snapshot)).toEqual(before.marks)
    expect(knowledge.selectDetails(snapshot)).toEqual(before.details)
    expect(knowledge.selectBusy(snapshot)).toBe(before.busy)
  })

  it('style quiz (its first question, nothing answered)', () => {
    const input = STYLE_QUIZ_INPUT
    const snapshot = started(styleQuizMachine, input)
    const before = styleQuizBefore(input)
    expect(selectStep(snapshot)).toBe(before.step)
    expect(selectQuestion(snapshot)).toEqual(before.current)
    expect(selectProgress(snapshot)).toEqual(before.progress)
    expect(selectStyleAnswers(snapshot)).toEqual(before.answers)
    expect(selectResult(snapshot)).toBe(before.result)
    expect(selectStyleBusy(snapshot)).toBe(before.busy)
  })

  it('share buttons (Discord and Copy Link enabled)', () => {
    const snapshot = started(shareMachine, { url: 'https://example.com/a', title: 'A' })
    expect(selectCopying(snapshot)).toBe(COPYING_BEFORE)
  })

  it.each([
    ['study plan generator', studyPlanTool(STUDY_PLANS)],
    ['opening recommender', openingTool(OPENING_CATALOGUE, Math.random)],
  ])('%s (its empty answers: the form shows what was chosen until the chart runs)', (_, tool) => {
    const snapshot = started(toolFormChart(tool as never), tool.input)
    expect(selectAnswers(snapshot)).toEqual(tool.input.empty)
    expect(selectToolBusy(snapshot)).toBe(TOOL_BUSY_BEFORE)
    expect(selectSavedResult(snapshot)).toBe(RESULT_BEFORE)
  })

  it.each([
    ['level quiz', levelQuizMachine, level, level.levelQuizBefore, LEVEL_QUIZ_FIRST_QUESTION],
    [
      'improved level quiz',
      improvedLevelQuizMachine,
      improved,
      improved.levelQuizBefore,
      IMPROVED_QUIZ_FIRST_QUESTION,
    ],
  ] as const)('%s (its first question, nothing answered)', (_, machine, s, beforeOf, first) => {
    const input = { bank: LEVEL_QUESTION_BANK, count: LEVEL_QUIZ_QUESTION_COUNT, first }
    for (const seed of [0, 0.5, 0.99]) {
      const snapshot = started(machine, { ...input, random: () => seed }) as never
      const before = beforeOf(input)
      expect(s.selectStep(snapshot)).toBe(before.step)
      expect(s.selectQuestion(snapshot)).toBe(before.question)
      expect(s.selectTotal(snapshot)).toBe(before.total)
      expect(s.selectCurrent(snapshot)).toBe(before.current)
      expect(s.selectChosen(snapshot)).toBe(before.chosen)
      expect(s.selectMarks(snapshot)).toEqual(before.marks)
      expect(s.selectEmail(snapshot)).toBe(before.email)
      expect(s.selectBusy(snapshot)).toBe(before.busy)
    }
  })

  it('improved level quiz: Next is not offered before an answer', () => {
    const snapshot = started(improvedLevelQuizMachine, {
      bank: LEVEL_QUESTION_BANK,
      count: LEVEL_QUIZ_QUESTION_COUNT,
      first: IMPROVED_QUIZ_FIRST_QUESTION,
      random: Math.random,
    })
    expect(improved.selectCanGoOn(snapshot)).toBe(
      improved.levelQuizBefore({
        bank: LEVEL_QUESTION_BANK,
        count: LEVEL_QUIZ_QUESTION_COUNT,
        first: IMPROVED_QUIZ_FIRST_QUESTION,
      }).canGoOn,
    )
  })

  it('Training Hub (every tool, All, collapsed: as prerendered)', () => {
    const snapshot = started(trainingHubMachine, { tools: TOOLS })
    const before = hub.trainingHubBefore(TOOLS)
    expect(hub.selectFeatured(snapshot)).toEqual(before.featured)
    expect(hub.selectVisibleTools(snapshot)).toEqual(before.tools)
    expect(hub.selectMatchingTools(snapshot)).toEqual(before.matching)
    expect(hub.selectCanShowMore(snapshot)).toBe(before.canShowMore)
    expect(hub.selectLoadingMore(snapshot)).toBe(before.loadingMore)
  })

  it('scheduling widget (waiting for its section to come near)', () => {
    const snapshot = started(schedulingWidgetMachine)
    expect(scheduling.selectFailed(snapshot)).toBe(scheduling.FAILED_BEFORE)
    expect(scheduling.selectReady(snapshot)).toBe(scheduling.READY_BEFORE)
  })

  it('mail link page (its button, waiting for the click)', () => {
    const snapshot = started(mailLinkMachine)
    expect(mailLink.selectStep(snapshot)).toBe(mailLink.STEP_BEFORE)
    expect(mailLink.selectShowsButton(snapshot)).toBe(mailLink.SHOWS_BUTTON_BEFORE)
  })

  it('contact form (not sending)', () => {
    expect(contact.selectBusy(started(contactFormMachine))).toBe(contact.BUSY_BEFORE)
  })

  it('/articles weekly lessons modal and the sticky booking bar (both hidden)', () => {
    expect(selectArticlesModalOpen(started(articlesModalMachine))).toBe(ARTICLES_MODAL_OPEN_BEFORE)
    expect(selectBookingBarShown(started(mobileBookingBarMachine))).toBe(BOOKING_BAR_SHOWN_BEFORE)
  })

  it('sign-up form (an empty e-mail: the form shows what was typed until the chart runs)', () => {
    const snapshot = started(subscribeMachine, {
      table: 'newsletter_subscribers',
      source: 'test',
      messages: { success: 'ok', already: 'already', failed: 'failed' },
      blankEmail: 'ignore',
    })
    expect(selectEmail(snapshot)).toBe('')
    expect(selectBusy(snapshot)).toBe(BUSY_BEFORE)
    expect(selectOutcome(snapshot)).toBe(OUTCOME_BEFORE)
  })
})

const counter = setup({
  types: {
    events: {} as { type: 'add'; by: number } | { type: 'shout' },
    emitted: {} as { type: 'shouted'; total: number },
  },
}).createMachine({
  context: { total: 0 },
  on: {
    add: { actions: assign({ total: ({ context, event }) => context.total + event.by }) },
    shout: { actions: emit(({ context }) => ({ type: 'shouted' as const, total: context.total })) },
  },
})

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('DeferredChart', () => {
  it('delivers the events sent before it loaded, in order, and its emitted events to listeners attached before', async () => {
    const loaded = gate()
    const chart = new DeferredChart(() => loaded.opened.then(() => counter))
    const heard: number[] = []
    chart.on('shouted', (event) => heard.push(event.total))
    const starting = chart.start()
    chart.send({ type: 'add', by: 2 })
    chart.send({ type: 'shout' })
    chart.send({ type: 'add', by: 3 })
    expect(chart.actor).toBeUndefined()
    loaded.open()
    await starting
    expect(heard).toEqual([2])
    expect(chart.actor?.getSnapshot().context.total).toBe(5)
    chart.send({ type: 'shout' })
    expect(heard).toEqual([2, 5])
    chart.stop()
  })

  it('stopped and started again (React StrictMode), goes on from where it was', async () => {
    const chart = new DeferredChart(async () => counter)
    await chart.start()
    chart.send({ type: 'add', by: 4 })
    chart.stop()
    expect(chart.actor).toBeUndefined()
    await chart.start()
    expect(chart.actor?.getSnapshot().context.total).toBe(4)
    chart.stop()
  })

  it('stopped before its code arrived, never starts', async () => {
    const loaded = gate()
    const chart = new DeferredChart(() => loaded.opened.then(() => counter))
    const starting = chart.start()
    chart.stop()
    loaded.open()
    await starting
    expect(chart.actor).toBeUndefined()
  })

  it('tells subscribers when it starts and on every change', async () => {
    const chart = new DeferredChart(async () => counter)
    let calls = 0
    const unsubscribe = chart.subscribe(() => calls++)
    await chart.start()
    expect(calls).toBeGreaterThan(0)
    const atStart = calls
    chart.send({ type: 'add', by: 1 })
    expect(calls).toBe(atStart + 1)
    unsubscribe()
    chart.send({ type: 'add', by: 1 })
    expect(calls).toBe(atStart + 1)
    chart.stop()
  })
})

describe('a tap before the chart has loaded', () => {
  it('opens the accordion’s answer once it has', async () => {
    render(
      <Accordion
        items={[
          { question: 'Is castling a king move?', answer: 'Yes.' },
          { question: 'Can a pawn move backwards?', answer: 'No.' },
        ]}
      />,
    )
    const second = screen.getByRole('button', { name: /pawn move backwards/ })
    // Its chart is still loading (the import has not resolved in this task): the tap is queued.
    second.click()
    expect(second).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'))
    expect(screen.getByRole('button', { name: /castling/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
