import { sha256 } from '@noble/hashes/sha2.js'

/**
 * The proof of work every lead carries (issue 22; the database checks it, migration
 * 20261126000000_abuse.sql). An ALTCHA v1 challenge from the `lead-challenge` Edge Function: find the
 * number n in 0..maxnumber with SHA-256(salt + n) = challenge; the answer goes with the insert in the
 * `x-lead-proof` header as ALTCHA's payload (base64 JSON of algorithm, challenge, number, salt,
 * signature). One proof per lead: the database refuses a reused one.
 *
 * The search runs in the page, a slice of `HASHES_PER_SLICE` tries at a time (a few milliseconds on
 * a phone), yielding to the page between slices through a message (not a timer, so a page whose
 * clock is paused, as in the e2e tests, still finishes), so typing and taps stay instant. It hashes with @noble/hashes synchronously,
 * about ten times faster in a browser than one `crypto.subtle.digest` promise per try (what
 * altcha-lib's own solver does), so a visitor's phone is not slower at it than a flooder's script.
 *
 * A form asks for its proof early (`prepare()`, when the visitor starts filling it in), so it is ready
 * by the time they submit; `take()` hands it over (or makes one then and there).
 */
export interface LeadChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

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

/** Tries per slice: about 2 ms on a laptop, under 10 ms on a phone at 4x slower. */
const HASHES_PER_SLICE = 1500

/** Lets the page handle what is waiting (input, rendering) before the next slice. */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/**
 * The number that solves `challenge`, searched in slices; null if none in 0..maxnumber (a broken
 * challenge) or when `signal` aborts.
 */
export async function solveLeadChallenge(
  challenge: LeadChallenge,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number | null> {
  if (challenge.algorithm !== 'SHA-256' || !/^[0-9a-f]{64}$/.test(challenge.challenge)) return null
  const target = hexBytes(challenge.challenge)
  const salt = new TextEncoder().encode(challenge.salt)
  // salt + up to 10 digits, written in place.
  const input = new Uint8Array(salt.length + 10)
  input.set(salt)
  const max = challenge.maxnumber
  let n = 0
  while (n <= max) {
    const sliceEnd = n + HASHES_PER_SLICE
    while (n <= max) {
      const digits = String(n)
      for (let d = 0; d < digits.length; d++) input[salt.length + d] = digits.charCodeAt(d)
      const hash = sha256(input.subarray(0, salt.length + digits.length))
      let same = true
      for (let b = 0; b < 32 && same; b++) same = hash[b] === target[b]
      if (same) return n
      n++
      if (n >= sliceEnd) break
    }
    if (n > max || signal?.aborted) return null
    await yieldToPage()
  }
  return null
}

export interface LeadProofs {
  /** Starts making a proof in the background, if none is ready or on its way. */
  prepare(): void
  /** A proof for one lead: the prepared one if still good, else a new one. Rejects when it cannot. */
  take(signal?: AbortSignal): Promise<string>
}

interface LeadProofsDeps {
  fetchChallenge: (signal?: AbortSignal) => Promise<LeadChallenge>
  now?: () => number
  /** A prepared proof is not handed out this close to its expiry. */
  marginMs?: number
}

export function createLeadProofs({
  fetchChallenge,
  now = Date.now,
  marginMs = 60_000,
}: LeadProofsDeps): LeadProofs {
  let prepared: Promise<{ header: string; expiresAt: number }> | null = null

  const make = async (signal?: AbortSignal) => {
    const challenge = await fetchChallenge(signal)
    const number = await solveLeadChallenge(challenge, signal ? { signal } : {})
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
