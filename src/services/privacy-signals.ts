/**
 * Whether the browser asks not to be tracked: Global Privacy Control or Do Not Track. Such a visitor
 * is never recorded (src/services/inspector.ts) and takes part in no experiment: every timing is
 * the constant's (src/services/experiments.ts).
 */
export function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  const dnt = [nav.doNotTrack, (window as { doNotTrack?: string }).doNotTrack]
  return nav.globalPrivacyControl === true || dnt.includes('1') || dnt.includes('yes')
}
