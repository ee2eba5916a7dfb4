import { sha256 } from '@noble/hashes/sha2.js'

/**
 * The search for a lead's proof of work (lead-proof.ts): the number n in 0..maxnumber with
 * SHA-256(salt + n) = challenge. A module of its own, so the worker that runs it in a browser
 * (lead-proof.worker.ts) takes in nothing else.
 */

/** An ALTCHA v1 challenge, as the `lead-challenge` Edge Function hands it out. */
export interface LeadChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
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
