/**
 * The browser's proof of work (src/services/lead-proof.ts): it solves ALTCHA v1 challenges (altcha-lib
 * makes and verifies them here, as the database does), yields between slices, can be aborted, and
 * hands out one prepared proof per lead, never an expired one; in a browser the search runs in a worker,
 * and in the page when no worker can start.
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  challengeExpiry,
  createLeadProofs,
  leadProofHeader,
  solveOffMainThread,
} from '../../src/services/lead-proof'
import { solveLeadChallenge, type LeadChallenge } from '../../src/services/lead-proof-search'

const KEY = 'test-key'

async function challenge(number: number, expiresInMs = 600_000): Promise<LeadChallenge> {
  return createChallenge({
    hmacKey: KEY,
    maxnumber: 50_000,
    number,
    expires: new Date(Date.now() + expiresInMs),
  }) as Promise<LeadChallenge>
}

const decode = (header: string) => JSON.parse(atob(header)) as Record<string, unknown>

describe('solveLeadChallenge', () => {
  it('finds the secret number, and altcha-lib verifies the payload it makes', async () => {
    for (const n of [0, 1, 12_345, 50_000]) {
      const c = await challenge(n)
      const found = await solveLeadChallenge(c)
      expect(found).toBe(n)
      expect(await verifySolution(decode(leadProofHeader(c, found!)) as never, KEY)).toBe(true)
    }
  })

  it('gives up on a broken challenge and when aborted', async () => {
    const c = await challenge(40_000)
    expect(await solveLeadChallenge({ ...c, maxnumber: 100 })).toBeNull()
    expect(await solveLeadChallenge({ ...c, challenge: 'not hex' })).toBeNull()
    const controller = new AbortController()
    const solving = solveLeadChallenge(c, { signal: controller.signal })
    controller.abort()
    expect(await solving).toBeNull()
  })

  it('reads the expiry from the salt', async () => {
    const c = await challenge(1, 60_000)
    expect(Math.abs(challengeExpiry(c) - (Date.now() + 60_000))).toBeLessThan(2000)
  })
})

describe('createLeadProofs', () => {
  it('prepare() makes one proof ahead; take() hands it over once, then makes a new one', async () => {
    const fetchChallenge = vi.fn(() => challenge(7))
    const proofs = createLeadProofs({ fetchChallenge })
    proofs.prepare()
    proofs.prepare()
    expect(fetchChallenge).toHaveBeenCalledTimes(1)
    const first = await proofs.take()
    expect(decode(first)['number']).toBe(7)
    const second = await proofs.take()
    expect(fetchChallenge).toHaveBeenCalledTimes(2)
    expect(decode(second)['salt']).not.toBe(decode(first)['salt'])
  })

  it('never hands out a prepared proof close to its expiry, and survives a failed preparation', async () => {
    let calls = 0
    const fetchChallenge = vi.fn(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return challenge(3, calls === 2 ? 30_000 : 600_000)
    })
    const proofs = createLeadProofs({ fetchChallenge, marginMs: 60_000 })
    proofs.prepare() // fails: offline
    await Promise.resolve()
    const proof = await proofs.take() // made now: expires in 30 s, handed over as made
    expect(decode(proof)['number']).toBe(3)
    proofs.prepare() // expires in 10 min: fine
    await proofs.take()
    expect(fetchChallenge).toHaveBeenCalledTimes(3)
  })
})

describe('solveOffMainThread', () => {
  /** A stand-in for the browser's Worker: answers from the same search, unless told to fail. */
  class FakeWorker {
    static made: FakeWorker[] = []
    static failing: 'construct' | 'load' | null = null
    onmessage: ((event: MessageEvent) => void) | null = null
    onerror: ((event: Event) => void) | null = null
    terminated = false
    constructor(
      readonly url: URL,
      readonly options: WorkerOptions,
    ) {
      if (FakeWorker.failing === 'construct') throw new DOMException('blocked', 'SecurityError')
      FakeWorker.made.push(this)
    }
    postMessage(challenge: LeadChallenge) {
      if (FakeWorker.failing === 'load') {
        queueMicrotask(() => this.onerror?.(new Event('error', { cancelable: true })))
        return
      }
      void solveLeadChallenge(challenge).then((number) => {
        if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: number }))
      })
    }
    terminate() {
      this.terminated = true
    }
  }

  beforeEach(() => {
    FakeWorker.made = []
    FakeWorker.failing = null
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('runs the search in lead-proof.worker.ts, a module worker, and ends the worker once it answers', async () => {
    const c = await challenge(4321)
    expect(await solveOffMainThread(c)).toBe(4321)
    expect(FakeWorker.made).toHaveLength(1)
    const [worker] = FakeWorker.made
    expect(worker!.url.pathname).toMatch(/lead-proof\.worker\.ts$/)
    expect(worker!.options).toEqual({ type: 'module' })
    expect(worker!.terminated).toBe(true)
  })

  it('answers null and ends the worker when the form no longer needs the proof', async () => {
    const controller = new AbortController()
    const solving = solveOffMainThread(await challenge(49_000), controller.signal)
    controller.abort()
    expect(await solving).toBeNull()
    expect(FakeWorker.made[0]!.terminated).toBe(true)
    expect(await solveOffMainThread(await challenge(1), controller.signal)).toBeNull()
  })

  it.each(['construct', 'load'] as const)(
    'searches in the page when the worker fails to %s',
    async (failing) => {
      FakeWorker.failing = failing
      expect(await solveOffMainThread(await challenge(2024))).toBe(2024)
    },
  )

  it('searches in the page where there is no Worker (Node)', async () => {
    vi.unstubAllGlobals()
    expect(typeof globalThis.Worker).toBe('undefined')
    expect(await solveOffMainThread(await challenge(99))).toBe(99)
  })
})
