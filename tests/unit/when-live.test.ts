// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HYDRATED_ATTRIBUTE,
  whenIdle,
  whenLive,
  whenLiveAndIdle,
} from '../../src/startup/before-hydration'

/**
 * What a page does once it is live and idle (the brand font, the outbox's code, the funnel
 * recorder wait for it): the order, the cancel, and the browsers without `requestIdleCallback`.
 */
const idle: (() => void)[] = []

function withIdleCallbacks() {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {}
  })
}

const runIdle = () => idle.splice(0).forEach((run) => run())
const live = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  idle.length = 0
  vi.unstubAllGlobals()
})

describe('whenLive', () => {
  it('runs once the page is marked live, at once when it already is', async () => {
    const first = vi.fn()
    whenLive(first)
    await flushObservers()
    expect(first).not.toHaveBeenCalled()
    live()
    await flushObservers()
    expect(first).toHaveBeenCalledOnce()
    const second = vi.fn()
    whenLive(second)
    expect(second).toHaveBeenCalledOnce()
  })
})

describe('whenIdle', () => {
  it('waits for the idle callback, and a cancel stops it', () => {
    withIdleCallbacks()
    const kept = vi.fn()
    const cancelled = vi.fn()
    whenIdle(kept)
    whenIdle(cancelled)()
    expect(kept).not.toHaveBeenCalled()
    runIdle()
    expect(kept).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('without requestIdleCallback: at once', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const now = vi.fn()
    whenIdle(now)
    expect(now).toHaveBeenCalledOnce()
  })
})

describe('whenLiveAndIdle', () => {
  it('runs at the first idle moment after the page is live', async () => {
    withIdleCallbacks()
    const then = vi.fn()
    whenLiveAndIdle(then)
    runIdle()
    expect(then).not.toHaveBeenCalled()
    live()
    await flushObservers()
    expect(then).not.toHaveBeenCalled()
    runIdle()
    expect(then).toHaveBeenCalledOnce()
  })

  it('a cancel before the page is live, or before it is idle, stops it', async () => {
    withIdleCallbacks()
    const beforeLive = vi.fn()
    const beforeIdle = vi.fn()
    whenLiveAndIdle(beforeLive)()
    const cancel = whenLiveAndIdle(beforeIdle)
    live()
    await flushObservers()
    cancel()
    runIdle()
    expect(beforeLive).not.toHaveBeenCalled()
    expect(beforeIdle).not.toHaveBeenCalled()
  })
})
