import styled from 'styled-components'
import { colors, NARROW_PX, radius, space, TAP_TARGET_LARGE_PX } from '../../ui/theme'
import { VisuallyHidden } from '../../ui/visually-hidden'
import type { ShareContent } from '../../domain/share'
import { useShare, type Network } from './use-share'

/** 24 px line icons drawn in the current colour (no external images). */
const ICONS = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  twitter: (
    <path d="M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z" />
  ),
  reddit: (
    <>
      <ellipse cx="12" cy="14.5" rx="8.5" ry="6" />
      <path d="M12 8.5 13.5 3l4 1" />
      <circle cx="19" cy="4.5" r="1.5" />
      <circle cx="9" cy="13.5" r="0.8" />
      <circle cx="15" cy="13.5" r="0.8" />
      <path d="M9 17.2c1.8 1.1 4.2 1.1 6 0" />
    </>
  ),
  discord: (
    <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
  ),
  link: (
    <>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </>
  ),
}

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  )
}

const NETWORKS: Array<{ network: Network; label: string }> = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'reddit', label: 'Reddit' },
]

/**
 * Facebook, Twitter, Reddit (pop-up windows), Discord and Copy Link (clipboard): one compact row of
 * five icon-and-label buttons that fits a 360 px phone. Each button's name reads in full ("Share on
 * Facebook"); the words the icon already says are for screen readers only.
 */
export function ShareButtons({
  url,
  title,
  heading = 'Share',
}: ShareContent & { heading?: string }) {
  const { busy, open, copy } = useShare({ url, title })
  return (
    <Group role="group" aria-label={heading}>
      {NETWORKS.map(({ network, label }) => (
        <Button key={network} type="button" onClick={() => open(network)}>
          <Icon name={network} />
          <Label>
            <VisuallyHidden>Share on </VisuallyHidden>
            {label}
          </Label>
        </Button>
      ))}
      <Button type="button" disabled={busy} onClick={() => copy('discord')}>
        <Icon name="discord" />
        <Label>
          <VisuallyHidden>Share on </VisuallyHidden>Discord
        </Label>
      </Button>
      <Button type="button" disabled={busy} onClick={() => copy('link')}>
        <Icon name="link" />
        <Label>Copy Link</Label>
      </Button>
    </Group>
  )
}

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.375rem;
  width: 100%;
  min-width: 0;
  max-width: 480px;
  margin: 0 auto;
`

/** The visible word under the icon; below 360 px (five labels no longer fit) for screen readers only. */
const Label = styled.span`
  @media (max-width: ${NARROW_PX.xs}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

const Button = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-width: 0;
  min-height: 64px;
  padding: ${space[2]} 0.125rem;
  @media (max-width: ${NARROW_PX.xs}px) {
    min-height: ${TAP_TARGET_LARGE_PX}px;
  }
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  color: ${colors.navy};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceAlt};
    border-color: ${colors.navy};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`
