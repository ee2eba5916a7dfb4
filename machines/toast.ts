/** The toast a machine asks its host to show (emitted, never shown by the machine itself). */
export interface ToastEvent {
  type: 'toast'
  tone: 'success' | 'error'
  title: string
  description: string
}

/** The params of a chart's one `toast` action: everything of the toast but its type. */
export type ToastParams = Omit<ToastEvent, 'type'>
