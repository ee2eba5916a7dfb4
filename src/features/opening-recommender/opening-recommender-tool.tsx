import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Clock, Shield, Swords, Timer, TrendingUp } from 'lucide-react'
import { OutlineButton, PrimaryButton } from '../../ui/button'
import { SelectField, TextField, ToolForm } from '../../parts/form-fields'
import { MoveStepper } from '../../ui/move-stepper'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { Arrive, ResultColumn } from '../../parts/result/result-column'
import { EmailedNote, ResultActions, StepList, ToolResult } from '../../parts/result/tool-result'
import { NextStep } from '../../parts/result/next-step'
import { ResultCards } from '../../parts/result/result-cards'
import { paintFirst } from '../../startup/yield-to-main'
import { openingLine } from '../../content/opening-lines'
import {
  OPENING_STYLE_OPTIONS,
  OPPONENT_OPTIONS,
  PLAY_FORMAT_OPTIONS,
  RATING_LEVEL_OPTIONS,
  STUDY_TIME_OPTIONS,
} from '../../content/openings'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/email'
import { MAIL_WITHHELD_REASON } from '../../content/email-notes'
import { formText } from '../../domain/form-answers'
import { nextSteps, optionLabel, whyItFits, type OpeningAnswers } from '../../domain/opening'
import { useOpeningRecommender } from './use-opening-recommender'

/** One icon per reason of `whyItFits`, in its order: rating, style, study time, format, opponents. */
const REASON_ICONS = [TrendingUp, Swords, Clock, Timer, Shield] as const

export interface OpeningRecommenderToolProps {
  /** The share buttons for a saved recommendation (the share feature, composed by the route). */
  share: (opening: string) => ReactNode
  /** The lead block under the result (source opening-recommender). */
  lead: ReactNode
}

/**
 * The opening recommender (spec §2 /opening-recommender): five dropdowns and the e-mail; the opening
 * shows once opening_recommender stored it, with why it fits, next steps and its first moves on a
 * board (positions computed at build time). A React form action: a submit made before hydration is
 * replayed with what the form held; after a refused or failed submit every answer stays.
 */
export function OpeningRecommenderTool({ share, lead }: OpeningRecommenderToolProps) {
  const tool = useOpeningRecommender()
  // The opening replaces a long form: its name comes into view and takes focus.
  const titleRef = useFocusOnChange<HTMLHeadingElement>(tool.opening ? 'opening' : 'form')
  if (tool.opening) {
    const { answers, opening } = tool
    const line = openingLine(opening)
    return (
      <ResultColumn>
        <ToolResult aria-labelledby="opening-title">
          <p>Your recommended opening</p>
          <Arrive>
            <h2 id="opening-title" ref={titleRef} tabIndex={-1}>
              {opening}
            </h2>
          </Arrive>
          <ResultCards
            heading="Why it fits you"
            icon={REASON_ICONS}
            items={whyItFits({
              ratingLevel: optionLabel(RATING_LEVEL_OPTIONS, answers.ratingLevel),
              studyTime: optionLabel(STUDY_TIME_OPTIONS, answers.studyTime),
              openingStyle: optionLabel(OPENING_STYLE_OPTIONS, answers.openingStyle),
              playFormat: optionLabel(PLAY_FORMAT_OPTIONS, answers.playFormat),
              opponentStrategy: optionLabel(OPPONENT_OPTIONS, answers.opponentStrategy),
            })}
          />
          <h3>Next steps</h3>
          <StepList steps={nextSteps(opening)} />
          <MoveStepper
            fens={line.fens}
            sans={line.sans}
            orientation={line.side}
            caption={`The first moves of the ${opening}: ${line.sans.join(' ')}`}
          />
          <EmailedNote role="status">
            {tool.mailWithheld ? (
              <>
                We are not emailing this recommendation to{' '}
                <strong>{normalizeEmail(answers.email)}</strong> {MAIL_WITHHELD_REASON}
              </>
            ) : (
              <>
                We have also emailed this recommendation to{' '}
                <strong>{normalizeEmail(answers.email)}</strong>.
              </>
            )}
          </EmailedNote>
          <NextStep
            text={`Book a 20-minute intro session and learn the ${opening} with a titled master, 1-on-1 online.`}
          />
          {share(opening)}
          <ResultActions>
            <OutlineButton type="button" onClick={tool.retry}>
              Retry Quiz
            </OutlineButton>
            <Link to="/train">Back to Training Hub</Link>
          </ResultActions>
        </ToolResult>
        {lead}
      </ResultColumn>
    )
  }

  const field = (name: keyof OpeningAnswers) => ({
    name,
    value: tool.answers[name],
    onValueChange: (value: string) => tool.change(name, value),
  })
  return (
    <ToolForm
      aria-label="Opening recommender"
      action={paintFirst((data) =>
        tool.submit({
          ratingLevel: formText(data, 'ratingLevel'),
          studyTime: formText(data, 'studyTime'),
          openingStyle: formText(data, 'openingStyle'),
          playFormat: formText(data, 'playFormat'),
          opponentStrategy: formText(data, 'opponentStrategy'),
          email: formText(data, 'email'),
        }),
      )}
    >
      <SelectField
        label="Rating level"
        placeholder="Select your rating level"
        options={RATING_LEVEL_OPTIONS}
        {...field('ratingLevel')}
      />
      <SelectField
        label="Study time per week"
        placeholder="Select your study time"
        options={STUDY_TIME_OPTIONS}
        {...field('studyTime')}
      />
      <SelectField
        label="Playing style"
        placeholder="Select your playing style"
        options={OPENING_STYLE_OPTIONS}
        {...field('openingStyle')}
      />
      <SelectField
        label="Favourite format"
        placeholder="Select your format"
        options={PLAY_FORMAT_OPTIONS}
        {...field('playFormat')}
      />
      <SelectField
        label="Opponent type"
        placeholder="Select your usual opponents"
        options={OPPONENT_OPTIONS}
        {...field('opponentStrategy')}
      />
      <TextField
        label="Email address"
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        note="openingRecommender"
        {...field('email')}
      />
      <PrimaryButton type="submit" disabled={tool.busy} aria-busy={tool.busy}>
        {tool.busy ? 'Finding Your Perfect Opening...' : 'Get My Opening Recommendation'}
      </PrimaryButton>
    </ToolForm>
  )
}
