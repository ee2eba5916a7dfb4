/**
 * PGlite has one session, which pglite-socket shares between every socket connection by queueing
 * their protocol messages one at a time. It keeps a transaction's messages together, but not an
 * extended-protocol query's: Parse, Bind, Describe, Execute and Sync arrive as separate messages, and
 * another connection's messages could run in between, so PostgREST's insert and an Edge Function's
 * query (a proof-of-work challenge, say) sometimes failed with `portal "" does not exist` (34000) or
 * answered each other's rows. Real PostgreSQL gives every connection its own session, so nothing of
 * the kind happens on a hosted project.
 *
 * `keepQueriesWhole` makes the queue do what a session would: once a connection has started an
 * extended-protocol query, only its messages run until its Sync (or its simple Query) has run.
 */

/** Frontend message types that open or continue an extended-protocol sequence. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)))
const SYNC = 'S'.charCodeAt(0)
const QUERY = 'Q'.charCodeAt(0)

interface QueuedMessage {
  handlerId: number
  message: Uint8Array
  resolve: (bytes: number) => void
  reject: (error: unknown) => void
  onData: (data: Uint8Array) => void
}

/** The parts of pglite-socket's (internal) query queue this touches; checked at run time. */
interface QueryQueue {
  queue: QueuedMessage[]
  processing: boolean
  lastHandlerId: number | null
  db: {
    isInTransaction(): boolean
    runExclusive<T>(fn: () => Promise<T>): Promise<T>
    execProtocolRawStream(
      message: Uint8Array,
      options: { onRawData: (data: Uint8Array) => void },
    ): Promise<unknown>
  }
  processQueue(): Promise<void>
  clearQueueForHandler(handlerId: number): void
}

function isQueryQueue(value: unknown): value is QueryQueue {
  const queue = value as Partial<QueryQueue> | null
  return (
    !!queue &&
    Array.isArray(queue.queue) &&
    typeof queue.processQueue === 'function' &&
    typeof queue.clearQueueForHandler === 'function' &&
    typeof queue.db?.runExclusive === 'function' &&
    typeof queue.db?.execProtocolRawStream === 'function'
  )
}

export function keepQueriesWhole(server: object): void {
  const queue = (server as { queryQueue?: unknown }).queryQueue
  if (!isQueryQueue(queue)) {
    throw new Error(
      'pglite-socket changed its query queue: supabase/local/pglite-queue.ts needs a look',
    )
  }
  /** The connection in the middle of an extended-protocol query, if any. */
  let midQuery: number | null = null

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return
    this.processing = true
    try {
      while (this.queue.length > 0) {
        const owner =
          midQuery ?? (this.db.isInTransaction() && this.lastHandlerId ? this.lastHandlerId : null)
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner)
        // The owner's next message has not arrived yet: it runs the queue again when it does.
        if (index === -1) break
        const [item] = this.queue.splice(index, 1)
        if (!item) break
        let bytes = 0
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length
                item.onData(data)
              },
            }),
          )
        } catch (error) {
          item.reject(error)
          continue
        }
        const type = item.message[0]
        if (type === SYNC || type === QUERY) midQuery = null
        else if (type !== undefined && EXTENDED.has(type)) midQuery = item.handlerId
        this.lastHandlerId = item.handlerId
        item.resolve(bytes)
      }
    } finally {
      this.processing = false
    }
  }

  // A connection that goes away in the middle of a query no longer holds the others up.
  const clear = queue.clearQueueForHandler.bind(queue)
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId)
    if (midQuery === handlerId) {
      midQuery = null
      void queue.processQueue()
    }
  }
}
