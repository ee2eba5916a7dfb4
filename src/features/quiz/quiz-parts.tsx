import { Lightbulb, Sprout, Trophy } from 'lucide-react'
import { ResultCards } from '../../parts/result/result-cards'

const TONES = {
  strength: { icon: Trophy, tone: 'strength' },
  grow: { icon: Sprout, tone: 'grow' },
  tip: { icon: Lightbulb, tone: 'neutral' },
} as const

/**
 * A titled set of result cards (strengths, areas to work on, recommendations), with a line when it
 * is empty; `kind` picks the icon and its colour.
 */
export function ResultList({
  heading,
  items,
  empty,
  kind,
}: {
  heading: string
  items: readonly string[]
  empty: string
  kind: keyof typeof TONES
}) {
  const { icon, tone } = TONES[kind]
  return <ResultCards heading={heading} items={items} icon={icon} tone={tone} empty={empty} />
}
