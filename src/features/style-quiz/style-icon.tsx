import { Brain, Crown, Flame, Shield, Sparkles, Swords, type LucideIcon } from 'lucide-react'
import type { StyleId } from '../../content/chess-styles'

/**
 * Each style's picture as a Lucide icon: the same idea as the spec's emoji (which stays in the share
 * text), drawn the same on every machine; an emoji is an empty box where no emoji font is installed.
 */
const STYLE_ICONS: Record<StyleId, LucideIcon> = {
  tactician: Swords,
  strategist: Brain,
  endgameArtist: Crown,
  gambiteer: Flame,
  grinder: Shield,
  universal: Sparkles,
}

/** The style's icon, a picture of the title beside it: hidden from screen readers. */
export function StyleIcon({ id }: { id: StyleId }) {
  const Icon = STYLE_ICONS[id]
  return <Icon aria-hidden="true" focusable="false" />
}
