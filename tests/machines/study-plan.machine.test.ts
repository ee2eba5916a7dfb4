/**
 * The tool form chart configured as the study plan (machines/tool-forms.ts), path by path
 * (tests/machines/tool-form-model.ts): a name and an e-mail beside four choices, and the plan object
 * in the row.
 */
import { studyPlanTool } from '../../machines/tool-forms'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { STUDY_PLAN_FIELDS } from '../../src/domain/study-plan'
import { describeToolFormChart } from './tool-form-model'

const PLAN = STUDY_PLANS['Intermediate']!['3-5']!

describeToolFormChart({
  name: 'study plan chart',
  chart: 'toolForm/studyPlan',
  input: studyPlanTool(STUDY_PLANS),
  complete: {
    experience: 'Intermediate',
    hoursPerWeek: '3-5',
    goal: 'Win tournaments',
    ageGroup: 'Adult (18+)',
    name: '  Ann Lee ',
    email: ' Ann@Example.COM ',
  },
  fields: STUDY_PLAN_FIELDS,
  blank: 'name',
  // Trimmed name, clean e-mail, the plan object.
  lead: {
    table: 'study_plans',
    row: {
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
    },
  },
  result: PLAN,
  change: { field: 'goal', value: 'Improve tactics' },
  missing: QUIZ_MESSAGES.studyPlanMissing,
  failed: QUIZ_MESSAGES.studyPlanFailed,
})
