/**
 * The tool form chart configured as the study plan (machines/tool-form.tools.ts), path by path
 * (tests/machines/tool-form-model.ts): a name and an e-mail beside four choices, and the plan object
 * in the row.
 */
import { studyPlanTool } from '../../machines/tool-form.tools'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { STUDY_PLAN_FIELDS } from '../../src/domain/study-plan'
import { describeToolFormChart } from './tool-form-model'

const PLAN = STUDY_PLANS['Intermediate']!['3-5']!
const COMPLETE = {
  experience: 'Intermediate',
  hoursPerWeek: '3-5',
  goal: 'Win tournaments',
  ageGroup: 'Adult (18+)',
  name: '  Ann Lee ',
  email: ' Ann@Example.COM ',
}
const ROW = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  experience: 'Intermediate',
  hours_per_week: '3-5',
  goal: 'Win tournaments',
  age_group: 'Adult (18+)',
  generated_plan: {
    title: 'Strategic Developer',
    schedule: '3-4 days/week, 1-2 hours per session',
    focus: PLAN.focus,
    activities: [...PLAN.activities],
  },
}
/** A child's plan: the parent's e-mail, no name (a name typed before is not sent). */
const CHILD = { ...COMPLETE, ageGroup: 'Child (under 12)', email: ' Dad@Example.com ' }
const CHILD_ROW = {
  ...ROW,
  name: 'Quiz Taker',
  email: 'dad@example.com',
  age_group: 'Child (under 12)',
}

describeToolFormChart({
  name: 'study plan chart',
  chart: 'toolForm/studyPlan',
  tool: studyPlanTool(STUDY_PLANS),
  complete: COMPLETE,
  fields: STUDY_PLAN_FIELDS,
  blank: 'name',
  // Trimmed name, clean e-mail, the plan object.
  lead: { table: 'study_plans', row: ROW },
  others: {
    "a child's plan without a name": {
      answers: { ...CHILD, name: '' },
      lead: { table: 'study_plans', row: CHILD_ROW },
    },
    "a child's plan with a name typed before": {
      answers: CHILD,
      lead: { table: 'study_plans', row: CHILD_ROW },
    },
    "a child's plan without the parent's e-mail": { answers: { ...CHILD, name: '', email: ' ' } },
    'a teen without a name': { answers: { ...COMPLETE, ageGroup: 'Teen (13-17)', name: '' } },
  },
  result: PLAN,
  change: { field: 'goal', value: 'Improve tactics' },
  missing: QUIZ_MESSAGES.studyPlanMissing,
  failed: QUIZ_MESSAGES.studyPlanFailed,
})
