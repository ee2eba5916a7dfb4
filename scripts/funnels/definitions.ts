/**
 * The funnels `npm run funnels` and the `funnel_report` view count: each is a list of
 * steps, and a step is "a visitor's tab entered one of these states of this chart" (optionally only
 * for one variant of the chart, or on one page). A visitor counts once per step. The overlays are
 * funnels too: the page was loaded, the overlay shown, its form submitted, the lead saved.
 *
 * Every chart and state named here must exist in machines/ (tests/unit/funnels.test.ts); the
 * database holds a copy, written into the migration by `npx tsx scripts/funnels/sql.ts --write`.
 */
import { POPUPS } from '../../src/content/overlays'

interface FunnelStep {
  label: string
  chart: string
  states: readonly string[]
  variant?: string
  page?: string
}

export interface Funnel {
  name: string
  /** 'flow': a quiz, tool or form; 'overlay': a popup's shown -> submitted -> saved. */
  kind: 'flow' | 'overlay'
  steps: readonly FunnelStep[]
}

/** A sign-up popup: loaded, shown, its subscribe form submitted, the lead saved. */
function popupFunnel(
  name: string,
  chart: 'timedPopup' | 'articlesModal',
  popup: string | undefined,
  loaded: string,
  source: string,
): Funnel {
  const own = popup ? { variant: popup } : {}
  return {
    name,
    kind: 'overlay',
    steps: [
      { label: 'page loaded', chart, states: [loaded], ...own },
      { label: 'shown', chart, states: ['open'], ...own },
      { label: 'submitted', chart: 'subscribe', states: ['submitting'], variant: source },
      { label: 'saved', chart: 'subscribe', states: ['ready.success'], variant: source },
    ],
  }
}

export const FUNNELS: readonly Funnel[] = [
  {
    name: 'Knowledge quiz',
    kind: 'flow',
    steps: [
      { label: 'answering', chart: 'knowledgeQuiz', states: ['quiz.answering'] },
      { label: 'details step', chart: 'knowledgeQuiz', states: ['email.idle'] },
      { label: 'submitted', chart: 'knowledgeQuiz', states: ['submitting'] },
      { label: 'results', chart: 'knowledgeQuiz', states: ['result'] },
    ],
  },
  {
    name: 'Level quiz',
    kind: 'flow',
    steps: [
      { label: 'answering', chart: 'levelQuiz', states: ['quiz.answering'] },
      { label: 'e-mail step', chart: 'levelQuiz', states: ['email.idle'] },
      { label: 'submitted', chart: 'levelQuiz', states: ['submitting'] },
      { label: 'result', chart: 'levelQuiz', states: ['result'] },
    ],
  },
  {
    name: 'Improved level quiz',
    kind: 'flow',
    steps: [
      { label: 'answering', chart: 'improvedLevelQuiz', states: ['quiz.unanswered'] },
      { label: 'e-mail step', chart: 'improvedLevelQuiz', states: ['email.idle'] },
      { label: 'submitted', chart: 'improvedLevelQuiz', states: ['submitting'] },
      { label: 'result', chart: 'improvedLevelQuiz', states: ['result'] },
    ],
  },
  {
    name: 'Style quiz',
    kind: 'flow',
    steps: [
      { label: 'answering', chart: 'styleQuiz', states: ['quiz'] },
      { label: 'e-mail step', chart: 'styleQuiz', states: ['email'] },
      { label: 'submitted', chart: 'styleQuiz', states: ['submitting'] },
      { label: 'result', chart: 'styleQuiz', states: ['result.saved', 'result.kept'] },
    ],
  },
  ...(
    [
      ['Study plan', '/study-plan'],
      ['Opening recommender', '/opening-recommender'],
    ] as const
  ).map(([name, page]): Funnel => ({
    name,
    kind: 'flow',
    steps: [
      { label: 'form', chart: 'toolForm', states: ['form'], page },
      { label: 'submitted', chart: 'toolForm', states: ['submitting'], page },
      { label: 'result', chart: 'toolForm', states: ['result'], page },
    ],
  })),
  {
    name: 'Contact form',
    kind: 'flow',
    steps: [
      { label: 'form', chart: 'contactForm', states: ['editing'] },
      { label: 'sending', chart: 'contactForm', states: ['sending'] },
      { label: 'sent', chart: 'contactForm', states: ['sent'] },
    ],
  },
  popupFunnel(
    'Welcome popup (home)',
    'timedPopup',
    'homeWelcome',
    'waiting',
    POPUPS.homeWelcome.source,
  ),
  popupFunnel(
    'Weekly lessons popup (/learn)',
    'timedPopup',
    'learn',
    'waiting',
    POPUPS.learn.source,
  ),
  popupFunnel(
    'Weekly lessons popup (/train)',
    'timedPopup',
    'trainingHub',
    'waiting',
    POPUPS.trainingHub.source,
  ),
  popupFunnel(
    'Weekly lessons modal (/articles)',
    'articlesModal',
    undefined,
    'prerendered',
    POPUPS.articlesWeekly.source,
  ),
  {
    name: 'Exit intent',
    kind: 'overlay',
    steps: [
      { label: 'page loaded', chart: 'exitIntent', states: ['dwelling'] },
      { label: 'armed', chart: 'exitIntent', states: ['armed'] },
      { label: 'shown', chart: 'exitIntent', states: ['open'] },
    ],
  },
  {
    name: 'Promo card',
    kind: 'overlay',
    steps: [
      { label: 'page loaded', chart: 'promoCard', states: ['hidden', 'shown', 'dismissed'] },
      { label: 'shown', chart: 'promoCard', states: ['shown'] },
      { label: 'dismissed', chart: 'promoCard', states: ['dismissed'] },
    ],
  },
]
