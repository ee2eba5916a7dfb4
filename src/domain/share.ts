/** Share targets (spec §9 "Share pop-ups"). */
export type ShareNetwork = 'facebook' | 'twitter' | 'reddit'

export interface ShareContent {
  /** The page to share (absolute URL). */
  url: string
  /** The line that goes with it, e.g. "I'm a Tactician like Mikhail Tal! ⚔️ - Know Your Chess Style Here!" */
  title: string
}

export function shareUrl(network: ShareNetwork, { url, title }: ShareContent): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`
  }
}

/** The message copied for Discord: the line and the link. */
export function discordMessage({ url, title }: ShareContent): string {
  return `${title} ${url}`
}
