import { afterEach, describe, expect, test, vi } from 'vitest'
import { paintFirst, yieldToMain } from '../../src/startup/yield-to-main'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  test('goes on in a later task even while timers are faked and never advanced (no timer involved)', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    const order: string[] = []
    const yielded = yieldToMain().then(() => order.push('after yield'))
    await Promise.resolve()
    order.push('same task')
    await yielded
    expect(order).toEqual(['same task', 'after yield'])
  })

  test("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledOnce()
  })
})

describe('paintFirst (a form action)', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('hands the submitted data on after a yield, not in the submit task', async () => {
    let release = () => {}
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => (release = resolve)),
    })
    const handled: string[] = []
    const data = new FormData()
    data.set('email', 'a@example.com')
    const action = paintFirst((submitted) => handled.push(String(submitted.get('email'))))
    const done = action(data)
    await Promise.resolve()
    expect(handled).toEqual([])
    release()
    await done
    expect(handled).toEqual(['a@example.com'])
  })
})
