/** The share line of a chess style (spec §2 "Six style result pages"), exactly as the spec gives it. */
export function styleShareTitle(style: {
  name: string
  emoji: string
  famousPlayers: readonly { name: string }[]
}): string {
  return `I'm a ${style.name} like ${style.famousPlayers[0]?.name ?? ''}! ${style.emoji} - Know Your Chess Style Here!`
}
