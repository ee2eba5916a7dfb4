/** The toast a machine asks its host to show (emitted, never shown by the machine itself). */
export interface ToastEvent {
  type: 'toast'
  tone: 'success' | 'error'
  title: string
  description: string
}
