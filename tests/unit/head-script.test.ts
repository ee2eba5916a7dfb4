import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_KEY,
  HEAD_SCRIPT,
  CHART_META,
  MANIFEST_HREF,
  PAGE_META,
  STARTUP_META,
} from '../../src/startup/before-hydration'

/**
 * The page's inline head script, run against a small stand-in for the browser: when it starts the
 * app (after the first contentful paint, never at a `load` that came first in a tab on
 * screen) and when it marks the page for the brand font.
 */
function page({
  paintTiming = true,
  hidden = false,
  fontNote = false,
  messageChannel = true,
  postTask = false,
  lists = true,
  frames = false,
  startup = true,
}: {
  paintTiming?: boolean
  hidden?: boolean
  fontNote?: boolean
  messageChannel?: boolean
  postTask?: boolean
  /** The page lists its own chunks and its charts' (a prerendered page does). */
  lists?: boolean
  /** The browser runs `requestAnimationFrame` (a test's paused clock holds it). */
  frames?: boolean
  /** The page lists its start-up chunks (a built page does; the dev server's has its script). */
  startup?: boolean
} = {}) {
  const listeners: Record<string, (() => void)[]> = {}
  /** The paint has happened: its entry is in the page's timeline (the observer may not know yet). */
  let painted = false
  let frameCallbacks: (() => void)[] = []
  const appended: {
    tag: string
    type?: string
    src?: string
    rel?: string
    href?: string
    crossOrigin?: string
  }[] = []
  const attributes = new Set<string>()
  let onPaint: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined
  const metas: Record<string, { content: string }> = {
    ...(startup && {
      [STARTUP_META]: { content: '/assets/index.js /assets/react-dom.js /assets/shell.js' },
    }),
    ...(lists && {
      [PAGE_META]: { content: '/assets/home.js' },
      [CHART_META]: { content: '/assets/xstate.js /assets/nav-menu.machine.js' },
    }),
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark']
    constructor(callback: typeof onPaint) {
      onPaint = callback
    }
    observe() {}
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => attributes.add(name),
    },
    querySelector: (selector: string) => metas[/name=([\w-]+)/.exec(selector)?.[1] ?? ''] ?? null,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  }
  const context: Record<string, unknown> = {
    document,
    PerformanceObserver,
    performance: {
      now: () => 0,
      getEntriesByName: (name: string) =>
        painted && name === 'first-contentful-paint' ? [{}] : [],
    },
    sessionStorage: { getItem: (key: string) => (fontNote && key === BRAND_FONT_KEY ? '1' : null) },
    addEventListener: (type: string, listener: () => void) =>
      (listeners[type] ??= []).push(listener),
  }
  // Messages are tasks: each waits in `tasks` until the test runs them, one at a time.
  const tasks: (() => void)[] = []
  class MessageChannel {
    port1: { onmessage?: () => void } = {}
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) }
  }
  if (messageChannel) context.MessageChannel = MessageChannel
  if (frames)
    context.requestAnimationFrame = (callback: () => void) => frameCallbacks.push(callback)
  const priorities: string[] = []
  if (postTask)
    context.scheduler = {
      postTask: (task: () => void, options: { priority: string }) => {
        priorities.push(options.priority)
        tasks.push(task)
      },
    }
  context.window = context
  vm.runInNewContext(HEAD_SCRIPT, context)
  /** Runs the queued tasks in order; returns how many elements each one appended. */
  const runTasks = () => {
    const perTask: number[] = []
    while (tasks.length) {
      const before = appended.length
      tasks.shift()!()
      perTask.push(appended.length - before)
    }
    return perTask
  }
  return {
    appended,
    attributes,
    priorities,
    runTasks,
    load: () => listeners.load?.forEach((listener) => listener()),
    /** The browser paints: the entry is in the timeline, but the observer is not told yet. */
    painted: () => {
      painted = true
    },
    /** The browser renders a frame: runs the frame callbacks asked for before it. */
    frame: () => {
      const callbacks = frameCallbacks
      frameCallbacks = []
      callbacks.forEach((callback) => callback())
      return frameCallbacks.length
    },
    paint: () =>
      onPaint?.({
        getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
      }),
  }
}

/**
 * The start-up's chunks, then the entry (first in the meta), the page's own chunks, its charts',
 * and last the manifest.
 */
const IN_ORDER = [
  '/assets/react-dom.js',
  '/assets/shell.js',
  '/assets/index.js',
  '/assets/home.js',
  '/assets/xstate.js',
  '/assets/nav-menu.machine.js',
  MANIFEST_HREF,
]

describe('the head script', () => {
  it("starts the app at the first contentful paint: the chunks, the entry, the page's, its charts', the manifest", () => {
    const tab = page()
    expect(tab.appended).toEqual([])
    tab.paint()
    expect(tab.appended, 'the first element in the paint callback').toHaveLength(1)
    expect(tab.runTasks(), 'then one element per task, never a long task of them all').toEqual([
      1, 1, 1, 1, 1, 1,
    ])
    expect(tab.appended.map((e) => e.src ?? e.href)).toEqual(IN_ORDER)
    expect(tab.appended[2]).toMatchObject({ tag: 'script', type: 'module', crossOrigin: '' })
    expect(tab.appended[0]).toMatchObject({ tag: 'link', rel: 'modulepreload', crossOrigin: '' })
    expect(tab.appended.at(-1)).toEqual({ tag: 'link', rel: 'manifest', href: MANIFEST_HREF })
    tab.load()
    tab.paint()
    expect(tab.runTasks(), 'once').toEqual([])
    expect(tab.appended).toHaveLength(IN_ORDER.length)
  })

  it('posts each next element as a user-blocking task where there is scheduler.postTask', () => {
    const tab = page({ postTask: true })
    tab.paint()
    expect(tab.runTasks()).toEqual([1, 1, 1, 1, 1, 1])
    expect(tab.priorities, 'ahead of the parser and layout tasks already queued').toEqual(
      Array(6).fill('user-blocking'),
    )
    expect(tab.appended.map((e) => e.src ?? e.href)).toEqual(IN_ORDER)
  })

  it('appends them all at once where there is no MessageChannel', () => {
    const tab = page({ messageChannel: false })
    tab.paint()
    expect(tab.appended.map((e) => e.src ?? e.href)).toEqual(IN_ORDER)
  })

  it('does not start at a `load` that comes before the first paint in a tab on screen', () => {
    const tab = page()
    tab.load()
    tab.runTasks()
    expect(tab.appended).toEqual([])
    tab.paint()
    tab.runTasks()
    expect(tab.appended).toHaveLength(IN_ORDER.length)
  })

  it('starts at `load` in a hidden tab, and in a browser without paint timing', () => {
    const hidden = page({ hidden: true })
    hidden.load()
    hidden.runTasks()
    expect(hidden.appended).toHaveLength(IN_ORDER.length)
    const old = page({ paintTiming: false })
    old.load()
    old.runTasks()
    expect(old.appended).toHaveLength(IN_ORDER.length)
  })

  it("starts at the first frame after the paint, before the observer's late callback", () => {
    const tab = page({ frames: true })
    expect(tab.frame(), 'a frame before the paint looks again at the next').toBe(1)
    expect(tab.appended).toEqual([])
    tab.painted()
    expect(tab.frame(), 'and stops looking once it has started').toBe(0)
    tab.runTasks()
    expect(tab.appended.map((e) => e.src ?? e.href)).toEqual(IN_ORDER)
    tab.paint()
    tab.runTasks()
    expect(tab.appended, 'once').toHaveLength(IN_ORDER.length)
  })

  it('stops looking at frames once the observer has started it', () => {
    const tab = page({ frames: true })
    tab.paint()
    expect(tab.appended).toHaveLength(1)
    expect(tab.frame()).toBe(0)
    tab.runTasks()
    expect(tab.appended).toHaveLength(IN_ORDER.length)
  })

  it('starts the start-up alone on a page that lists neither its chunks nor its charts', () => {
    const tab = page({ lists: false })
    tab.paint()
    tab.runTasks()
    expect(tab.appended.map((e) => e.src ?? e.href)).toEqual([
      ...IN_ORDER.slice(0, 3),
      MANIFEST_HREF,
    ])
  })

  it('adds only the manifest, at the first paint, on a page with no start-up list (the dev server)', () => {
    const tab = page({ startup: false, lists: false })
    tab.load()
    expect(tab.appended, 'not before the paint').toEqual([])
    tab.paint()
    tab.runTasks()
    expect(tab.appended).toEqual([{ tag: 'link', rel: 'manifest', href: MANIFEST_HREF }])
  })

  it("marks the page for the brand font only when the tab's note says the file came", () => {
    expect(page().attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false)
    expect(page({ fontNote: true }).attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(true)
  })
})
