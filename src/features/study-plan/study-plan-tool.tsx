import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { OutlineButton, PrimaryButton } from '../../components/button'
import { SelectField, TextField, ToolForm } from '../../components/form-fields'
import { colors } from '../../components/theme'
import {
  AGE_GROUP_OPTIONS,
  EXPERIENCE_OPTIONS,
  GOAL_OPTIONS,
  HOURS_OPTIONS,
} from '../../content/study-plans'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/email'
import { formText } from '../../domain/form-answers'
import type { StudyPlan, StudyPlanAnswers } from '../../domain/study-plan'
import { useStudyPlan } from './use-study-plan'

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
  if (tool.plan)
    return (
      <>
        <Result aria-labelledby="plan-title">
          <p>Your personal study plan</p>
          <h2 id="plan-title">{tool.plan.title}</h2>
          <dl>
            <dt>Schedule</dt>
            <dd>{tool.plan.schedule}</dd>
            <dt>Focus</dt>
            <dd>{tool.plan.focus}</dd>
          </dl>
          <h3>Your weekly activities</h3>
          <ol>
            {tool.plan.activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ol>
          <Note role="status">
            We have also emailed this plan to <strong>{normalizeEmail(tool.answers.email)}</strong>.
          </Note>
          {share(tool.plan)}
          <Actions>
            <OutlineButton type="button" onClick={tool.retake}>
              Retake Quiz
            </OutlineButton>
            <Link to="/train">Back to Training Hub</Link>
          </Actions>
        </Result>
        {lead}
      </>
    )

  const field = (name: keyof StudyPlanAnswers) => ({
    name,
    value: tool.answers[name],
    onValueChange: (value: string) => tool.change(name, value),
  })
  return (
    <ToolForm
      aria-label="Study plan generator"
      action={(data) =>
        tool.submit({
          experience: formText(data, 'experience'),
          hoursPerWeek: formText(data, 'hoursPerWeek'),
          goal: formText(data, 'goal'),
          ageGroup: formText(data, 'ageGroup'),
          name: formText(data, 'name'),
          email: formText(data, 'email'),
        })
      }
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
        {...field('ageGroup')}
      />
      <TextField
        label="Your name"
        placeholder="Enter your name"
        autoComplete="name"
        maxLength={100}
        {...field('name')}
      />
      <TextField
        label="Email address"
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...field('email')}
      />
      <PrimaryButton type="submit" disabled={tool.busy} aria-busy={tool.busy}>
        {tool.busy ? 'Generating Plan...' : 'Generate My Study Plan!'}
      </PrimaryButton>
    </ToolForm>
  )
}

const Result = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 760px;
  margin: 0 auto;
  padding: 1.5rem;
  border: 2px solid ${colors.navy};
  border-radius: 12px;
  > p:first-child {
    margin: 0;
    color: ${colors.red};
    font-weight: 700;
  }
  h2,
  h3 {
    margin: 0;
  }
  dl {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.5rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
`

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${colors.surfaceAlt};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    font-weight: 700;
    color: ${colors.navy};
  }
`
