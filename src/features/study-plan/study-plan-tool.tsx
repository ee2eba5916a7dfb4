import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { OutlineButton, PrimaryButton } from '../../ui/button'
import { SelectField, TextField, ToolForm } from '../../parts/form-fields'
import { Arrive, ResultColumn } from '../../parts/result/result-column'
import { EmailedNote, ResultActions, StepList, ToolResult } from '../../parts/result/tool-result'
import { NextStep } from '../../parts/result/next-step'
import { colors, fontSize, radius, roles, space } from '../../ui/theme'
import {
  AGE_GROUP_OPTIONS,
  CHILD_AGE_GROUP,
  EMAIL_LABELS,
  EXPERIENCE_OPTIONS,
  GOAL_OPTIONS,
  HOURS_OPTIONS,
} from '../../content/study-plans'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/email'
import { MAIL_WITHHELD_REASON } from '../../content/email-notes'
import { formText } from '../../domain/form-answers'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { paintFirst } from '../../startup/yield-to-main'
import {
  lessonsForAgeGroup,
  planWeek,
  WEEK_DAYS,
  type StudyPlan,
  type StudyPlanAnswers,
} from '../../domain/study-plan'
import { useStudyPlan } from './use-study-plan'
import { CHILD_AGE_HINT, PARENT_EMAIL_LINE } from '../../content/children'

/**
 * The e-mail field's label for the chosen age group: a child should not give their own address, so
 * for a child's plan the field asks for a parent's; otherwise the tool's usual label. A function of
 * the chart's answers only, so the label is a render of its context.
 */
const emailLabelFor = (ageGroup: string): string =>
  ageGroup === CHILD_AGE_GROUP ? EMAIL_LABELS.child : EMAIL_LABELS.default

export interface StudyPlanToolProps {
  /** The share buttons for a saved plan (the share feature, composed by the route). */
  share: (plan: StudyPlan) => ReactNode
  /** The lead block under the result (source study-plan-generator). */
  lead: ReactNode
}

/**
 * The study plan generator (spec §2 /study-plan): four dropdowns, name and e-mail; the plan shows
 * once study_plans stored it. A React form action: a submit made before hydration is replayed with
 * what the form held (read from the form data, so early choices count); after a refused or failed
 * submit every answer stays.
 */
export function StudyPlanTool({ share, lead }: StudyPlanToolProps) {
  const tool = useStudyPlan()
  // The plan replaces a long form: its title comes into view and takes focus.
  const titleRef = useFocusOnChange<HTMLHeadingElement>(tool.plan ? 'plan' : 'form')
  if (tool.plan)
    return (
      <ResultColumn>
        <PlanResult aria-labelledby="plan-title">
          <p>Your personal study plan</p>
          <Arrive>
            <h2 id="plan-title" ref={titleRef} tabIndex={-1}>
              {tool.plan.title}
            </h2>
          </Arrive>
          <PlanWeek schedule={tool.plan.schedule} />
          <dl>
            <dt>Schedule</dt>
            <dd>{tool.plan.schedule}</dd>
            <dt>Focus</dt>
            <dd>{tool.plan.focus}</dd>
          </dl>
          <h3>Your weekly activities</h3>
          <StepList steps={tool.plan.activities} />
          <EmailedNote role="status">
            {tool.mailWithheld ? (
              <>
                We are not emailing this plan to{' '}
                <strong>{normalizeEmail(tool.answers.email)}</strong> {MAIL_WITHHELD_REASON}
              </>
            ) : (
              <>
                We have also emailed this plan to{' '}
                <strong>{normalizeEmail(tool.answers.email)}</strong>.
              </>
            )}
          </EmailedNote>
          <NextStep
            heading="Lessons Matched to Your Plan"
            text={`A titled master can coach your ${tool.plan.title} plan with you, 1-on-1 online. Start with a 20-minute intro session.`}
            match={lessonsForAgeGroup(tool.answers.ageGroup)}
          />
          {share(tool.plan)}
          <ResultActions>
            <OutlineButton type="button" onClick={tool.retake}>
              Retake Quiz
            </OutlineButton>
            <Link to="/train">Back to Training Hub</Link>
          </ResultActions>
        </PlanResult>
        {lead}
      </ResultColumn>
    )

  const child = tool.answers.ageGroup === CHILD_AGE_GROUP
  const field = (name: keyof StudyPlanAnswers) => ({
    name,
    value: tool.answers[name],
    onValueChange: (value: string) => tool.change(name, value),
  })
  return (
    <StudyPlanForm
      aria-label="Study plan generator"
      action={paintFirst((data) =>
        tool.submit({
          experience: formText(data, 'experience'),
          hoursPerWeek: formText(data, 'hoursPerWeek'),
          goal: formText(data, 'goal'),
          ageGroup: formText(data, 'ageGroup'),
          name: formText(data, 'name'),
          email: formText(data, 'email'),
        }),
      )}
    >
      <SelectField
        label="Experience level"
        placeholder="Select your experience"
        options={EXPERIENCE_OPTIONS}
        {...field('experience')}
      />
      <SelectField
        label="Hours per week"
        placeholder="Select your weekly hours"
        options={HOURS_OPTIONS}
        {...field('hoursPerWeek')}
      />
      <SelectField
        label="Main goal"
        placeholder="Select your goal"
        options={GOAL_OPTIONS}
        {...field('goal')}
      />
      <SelectField
        label="Age group"
        placeholder="Select your age group"
        options={AGE_GROUP_OPTIONS}
        hint={CHILD_AGE_HINT}
        {...field('ageGroup')}
      />
      {!child && (
        <TextField
          label="Your name"
          placeholder="Enter your name"
          autoComplete="name"
          maxLength={100}
          {...field('name')}
        />
      )}
      <TextField
        label={emailLabelFor(tool.answers.ageGroup)}
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        note="studyPlan"
        line={child ? PARENT_EMAIL_LINE : undefined}
        {...field('email')}
      />
      <PrimaryButton type="submit" disabled={tool.busy} aria-busy={tool.busy}>
        {tool.busy ? 'Generating Plan...' : 'Generate My Study Plan!'}
      </PrimaryButton>
    </StudyPlanForm>
  )
}

/**
 * Before hydration the chart cannot hide the name field when Child is chosen: the page's CSS does
 * (the row never holds a name for a child's plan either way).
 */
const StudyPlanForm = styled(ToolForm)`
  &:has(option[value='${CHILD_AGE_GROUP}']:checked) > div:has(> input[name='name']) {
    display: none;
  }
`

const DAY_LABEL = { study: 'study day', optional: 'optional study day', rest: 'rest day' } as const

/** The plan's schedule as a week of seven squares: study days filled, optional days outlined. */
function PlanWeek({ schedule }: { schedule: string }) {
  const week = planWeek(schedule)
  if (!week) return null
  return (
    <Week aria-label="Your week">
      {week.map((kind, i) => (
        <li key={WEEK_DAYS[i]} data-day={kind}>
          <span>{WEEK_DAYS[i]}</span>
          <span aria-hidden="true">{kind === 'study' ? '♞' : kind === 'optional' ? '+' : ''}</span>
          <VisuallyHidden>{DAY_LABEL[kind]}</VisuallyHidden>
        </li>
      ))}
    </Week>
  )
}

const Week = styled.ol`
  && {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    display: grid;
    justify-items: center;
    gap: ${space[1]};
    padding: ${space[2]} 0;
    border: 2px solid ${colors.border};
    border-radius: ${radius.md};
    font-size: ${fontSize.xs};
    font-weight: 700;
    color: ${roles.textMuted};
  }
  li > span[aria-hidden] {
    min-height: ${space[5]};
    font-size: ${fontSize.lg};
    line-height: 1.5rem;
  }
  li[data-day='study'] {
    border-color: ${colors.navy};
    background: ${colors.navy};
    color: ${roles.onDark};
  }
  li[data-day='optional'] {
    border-color: ${colors.navy};
    border-style: dashed;
    color: ${colors.navy};
  }
`

/** The tool's result card, with the plan's schedule and focus as a definition list. */
const PlanResult = styled(ToolResult)`
  dl {
    display: grid;
    gap: ${space[1]};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${space[2]};
  }
`
