import { emit, setup } from 'xstate'
import { CONTACT_SUCCESS } from '../src/content/messages'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The contact form (spec §2 /contact, §7: "No call is made by the contact form (it only toasts and
 * clears)"). The browser checks the four required fields and the e-mail format before a send
 * reaches the chart; a send thanks the visitor, and the host clears the fields.
 *
 *   editing --form.send--> sent --form.edit--> editing
 */
export type ContactFormEvent = { type: 'form.send' } | { type: 'form.edit' }

/** `sent`: the last message was sent and the fields are clear. */
export type ContactFormTag = 'sent'

export const contactFormMachine = setup({
  types: {
    events: {} as ContactFormEvent,
    emitted: {} as ToastEvent,
    tags: {} as ContactFormTag,
  },
  actions: {
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
}).createMachine({
  id: 'contactForm',
  description: 'Name, e-mail, subject and message; sending thanks the visitor and clears.',
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor writes; the browser checks required fields and the e-mail.',
      on: {
        'form.send': {
          target: 'sent',
          actions: { type: 'toast', params: { tone: 'success', ...CONTACT_SUCCESS } },
        },
      },
    },
    sent: {
      description: "Thanked with 'Message Sent!'; the fields are clear for another message.",
      tags: ['sent'],
      on: {
        'form.edit': { target: 'editing' },
        'form.send': {
          target: 'sent',
          reenter: true,
          actions: { type: 'toast', params: { tone: 'success', ...CONTACT_SUCCESS } },
        },
      },
    },
  },
})
