import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import styled from 'styled-components'
import { colors, fontSize, iconSize, radius, roles, space } from '../../ui/theme'

/**
 * A titled set of small cards, each with an icon (strengths, areas to work on, reasons): a result
 * the eye can take in at once instead of a bare list. `icon` is one icon for every card or one per
 * card (in order); the icons are pictures of the text beside them, hidden from screen readers.
 */
export function ResultCards({
  heading,
  items,
  icon,
  tone = 'neutral',
  empty,
}: {
  heading: string
  items: readonly ReactNode[]
  icon: LucideIcon | readonly LucideIcon[]
  tone?: 'strength' | 'grow' | 'neutral'
  empty?: string
}) {
  return (
    <CardsBlock>
      <h3>{heading}</h3>
      {items.length > 0 ? (
        <Cards data-tone={tone}>
          {items.map((item, i) => {
            const Icon = Array.isArray(icon)
              ? (icon as readonly LucideIcon[])[i % icon.length]!
              : (icon as LucideIcon)
            return (
              <li key={i}>
                <Icon aria-hidden="true" focusable="false" strokeWidth={2} />
                <span>{item}</span>
              </li>
            )
          })}
        </Cards>
      ) : (
        empty && <p>{empty}</p>
      )}
    </CardsBlock>
  )
}

const CardsBlock = styled.div`
  h3 {
    margin: ${space[4]} 0 ${space[2]};
  }
  > p {
    margin: 0;
  }
`

const Cards = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radius.card};
    background: ${colors.surfaceAlt};
    font-size: ${fontSize.base};
    line-height: 1.4;
  }
  svg {
    flex: none;
    width: ${iconSize.inline};
    height: ${iconSize.inline};
    margin-top: 0.1rem;
    color: ${colors.navy};
  }
  &[data-tone='strength'] svg {
    color: ${roles.success};
  }
  &[data-tone='grow'] svg {
    color: ${roles.badgeHot};
  }
`
