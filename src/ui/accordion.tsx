import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { colors, COLUMN_PX, radius, space, TAP_TARGET_PX } from './theme'
import { useAccordion } from './use-accordion'

export interface AccordionItem {
  question: string
  answer: ReactNode
}

/**
 * FAQ accordion: one answer open at a time, clicking the open question closes it (state in
 * `machines/accordion`). Questions are buttons inside headings with aria-expanded/aria-controls;
 * Arrow Up/Down move between them (wrapping), Home and End go to the first and last.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: ReadonlyArray<AccordionItem>
  headingLevel?: 2 | 3 | 4
}) {
  const { open, toggle } = useAccordion()
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const Heading = `h${headingLevel}` as const

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const last = items.length - 1
    const to = {
      ArrowDown: from === last ? 0 : from + 1,
      ArrowUp: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (to === undefined) return
    event.preventDefault()
    list.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-question]')[to]?.focus()
  }

  return (
    <List ref={list}>
      {items.map((item, i) => (
        <Item key={item.question}>
          <Heading>
            <Question
              type="button"
              id={`${id}-q${i}`}
              aria-expanded={open === i}
              aria-controls={`${id}-a${i}`}
              data-accordion-question=""
              onClick={() => toggle(i)}
              onKeyDown={(event) => moveFocus(event, i)}
            >
              <span>{item.question}</span>
              <Sign aria-hidden="true">{open === i ? '−' : '+'}</Sign>
            </Question>
          </Heading>
          <Answer
            id={`${id}-a${i}`}
            role="region"
            aria-labelledby={`${id}-q${i}`}
            hidden={open !== i}
          >
            {item.answer}
          </Answer>
        </Item>
      ))}
    </List>
  )
}

const List = styled.div`
  display: grid;
  gap: ${space[3]};
  max-width: ${COLUMN_PX.faq}px;
  margin: 0 auto;
`

const Item = styled.div`
  border: 1px solid ${colors.border};
  border-radius: ${radius.card};
  background: ${colors.surface};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: 1.05rem;
  }
`

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  width: 100%;
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space[4]} 1.25rem;
  border: 0;
  border-radius: ${radius.card};
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`

const Sign = styled.span`
  flex: none;
  font-size: 1.4rem;
  line-height: 1;
`

const Answer = styled.div`
  padding: 0 ${space.card} ${space[4]};
  color: ${colors.muted};
  p {
    margin: 0 0 ${space[2]};
  }
`
