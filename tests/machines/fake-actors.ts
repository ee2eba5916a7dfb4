/**
 * A fake for a machine's promise actors. Each invocation records its input (what "the backend
 * received") and waits; replaying the path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step
 * settles the oldest pending call with that step's output or error, so the real actor goes through
 * its real invoke handling.
 */
export class FakeActors {
  readonly calls: Array<{ id: string; input: unknown; aborted: boolean }> = []
  private pending = new Map<
    string,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>
  >()

  /**
   * A `fromPromise` body for actor `id`. When the chart stops the actor (it left the state, e.g.
   * on its time limit) the call is marked `aborted` and can no longer be settled.
   */
  logic(id: string) {
    return ({ input, signal }: { input: unknown; signal?: AbortSignal }) =>
      new Promise<never>((resolve, reject) => {
        const call = { id, input, aborted: false }
        this.calls.push(call)
        const entry = { resolve: resolve as (v: unknown) => void, reject }
        const list = this.pending.get(id) ?? []
        list.push(entry)
        this.pending.set(id, list)
        signal?.addEventListener('abort', () => {
          call.aborted = true
          const open = this.pending.get(id) ?? []
          open.splice(open.indexOf(entry), 1)
        })
      })
  }

  aborted(id: string): number {
    return this.calls.filter((c) => c.id === id && c.aborted).length
  }

  inputs(id: string): unknown[] {
    return this.calls.filter((c) => c.id === id).map((c) => c.input)
  }

  settle(event: { type: string; output?: unknown; error?: unknown }): boolean {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (!match) return false
    const [, kind, id] = match
    const next = this.pending.get(id!)?.shift()
    if (!next) throw new Error(`No pending call of ${id} to settle with ${event.type}`)
    if (kind === 'done') next.resolve(event.output)
    else next.reject(event.error)
    return true
  }
}
