/**
 * The proof-of-work search off the page's main thread (`solveOffMainThread`, lead-proof.ts): the
 * page posts a challenge, the worker answers with its number (or null). A new worker per proof; the
 * page terminates it once answered or when the form no longer needs the proof.
 */
import { solveLeadChallenge, type LeadChallenge } from './lead-proof-search'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LeadChallenge>) => void) | null
  postMessage(message: number | null): void
}

scope.onmessage = async ({ data }) => {
  scope.postMessage(await solveLeadChallenge(data))
}
