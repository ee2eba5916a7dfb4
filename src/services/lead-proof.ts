import { solveLeadChallenge, type LeadChallenge } from './lead-proof-search'

/**
 * The proof of work every lead carries (the database checks it, migration
 * 20250101000100_abuse.sql). An ALTCHA v1 challenge from the `lead-challenge` Edge Function: find the
 * number n in 0..maxnumber with SHA-256(salt + n) = challenge; the answer goes with the insert in the
 * `x-lead-proof` header as ALTCHA's payload (base64 JSON of algorithm, challenge, number, salt,
 * signature). One proof per lead: the database refuses a reused one.
 *
 * The search (lead-proof-search.ts) runs in a worker where the browser can start one
 * (`solveOffMainThread`), so a tap or a keystroke never waits behind it; else in the page, a slice of
 * tries at a time (a few milliseconds on a phone), yielding to the page between slices through a
 * message (not a timer, so a page whose clock is paused, as in the e2e tests, still finishes). It
 * hashes with @noble/hashes synchronously, about ten times faster in a browser than one
 * `crypto.subtle.digest` promise per try (what altcha-lib's own solver does), so a visitor's phone is
 * not slower at it than a flooder's script.
 *
 * A form asks for its proof early (`prepare()`, when the visitor starts filling it in), so it is ready
 * by the time they submit; `take()` hands it over (or makes one then and there).
 */

/** The request header that carries a lead's proof. */
export const LEAD_PROOF_HEADER = 'x-lead-proof'

/** The payload the database checks, for the header. */
export function leadProofHeader(challenge: LeadChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }))
}

/** When the challenge expires (ms since the epoch), from its salt's `expires` (seconds). */
export function challengeExpiry(challenge: LeadChallenge): number {
  const seconds = Number(/[?&]expires=(\d+)/.exec(challenge.salt)?.[1])
  return Number.isFinite(seconds) ? seconds * 1000 : 0
}

export interface LeadProofs {
  /** Starts making a proof in the background, if none is ready or on its way. */
  prepare(): void
  /** A proof for one lead: the prepared one if still good, else a new one. Rejects when it cannot. */
  take(signal?: AbortSignal): Promise<string>
}

type Solve = (challenge: LeadChallenge, signal?: AbortSignal) => Promise<number | null>

/** The search in the page, in slices. */
const solveInPage: Solve = (challenge, signal) =>
  solveLeadChallenge(challenge, signal ? { signal } : {})

/**
 * The search in a worker (lead-proof.worker.ts), terminated once it answers or `signal` aborts
 * (null, as in the page). Where no worker can run (no `Worker`, as in Node; a failed start or
 * load), the search runs in the page instead.
 */
export const solveOffMainThread: Solve = (challenge, signal) => {
  if (typeof Worker !== 'function') return solveInPage(challenge, signal)
  if (signal?.aborted) return Promise.resolve(null)
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./lead-proof.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve(solveInPage(challenge, signal))
      return
    }
    const end = (answer: number | null | Promise<number | null>) => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
      resolve(answer)
    }
    const abort = () => end(null)
    signal?.addEventListener('abort', abort, { once: true })
    worker.onmessage = ({ data }: MessageEvent<number | null>) => end(data)
    worker.onerror = (event) => {
      event.preventDefault()
      end(solveInPage(challenge, signal))
    }
    worker.postMessage(challenge)
  })
}

interface LeadProofsDeps {
  fetchChallenge: (signal?: AbortSignal) => Promise<LeadChallenge>
  /** Where the search runs (default: in a worker, `solveOffMainThread`). */
  solve?: Solve
  now?: () => number
  /** A prepared proof is not handed out this close to its expiry. */
  marginMs?: number
}

export function createLeadProofs({
  fetchChallenge,
  solve = solveOffMainThread,
  now = Date.now,
  marginMs = 60_000,
}: LeadProofsDeps): LeadProofs {
  let prepared: Promise<{ header: string; expiresAt: number }> | null = null

  const make = async (signal?: AbortSignal) => {
    const challenge = await fetchChallenge(signal)
    const number = await solve(challenge, signal)
    if (number === null)
      throw new Error(signal?.aborted ? 'aborted' : 'challenge without a solution')
    return { header: leadProofHeader(challenge, number), expiresAt: challengeExpiry(challenge) }
  }

  return {
    prepare() {
      if (prepared) return
      const next = make()
      prepared = next
      // A failed preparation is forgotten (offline, say): take() then tries again.
      next.catch(() => {
        if (prepared === next) prepared = null
      })
    },
    async take(signal) {
      const ready = prepared
      prepared = null
      if (ready) {
        try {
          const proof = await ready
          if (proof.expiresAt - marginMs > now()) return proof.header
        } catch {
          // made again below
        }
      }
      return (await make(signal)).header
    },
  }
}
