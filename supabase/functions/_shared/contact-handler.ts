/**
 * `contact`: the contact form's message, cleaned up as the site cleans it, stored with its mail to
 * the business's inbox in one transaction with the proof of work it spends.
 */
import {
  cleanName,
  isBlankText,
  isValidEmail,
  normalizeEmail,
  sanitizeInput,
} from '../../../src/domain/email.ts'
import type { Handler } from './handlers.ts'
import { json, jsonBody, methodCheck, withRequestHeaders } from './http.ts'
import { isRecord } from './is-record.ts'
import { CONTACT_BODY_MAX_BYTES } from './mail-limits.ts'
import { transaction } from './sender.ts'

interface ContactFields {
  name: string
  email: string
  subject: string
  message: string
}

/** The contact form's fields, cleaned up as the site cleans them; null when one is missing or bad. */
export function contactFields(body: unknown): { fields: ContactFields } | { field: string } {
  const record = isRecord(body) ? body : {}
  const raw = (key: string): string => {
    const value = record[key]
    return typeof value === 'string' ? value : ''
  }
  const name = cleanName(raw('name'))
  const email = normalizeEmail(raw('email'))
  // One line of at most 200 characters (the form's limit), cleaned like every input.
  const subject = sanitizeInput(raw('subject').replace(/[\p{Cc}\s]+/gu, ' '))
    .slice(0, 200)
    .trim()
  const message = raw('message')
    // NUL cannot be stored in text; every other character is kept as typed.
    .replaceAll(String.fromCharCode(0), '')
    .replace(/\r\n?/g, '\n')
    .trim()
    .slice(0, 5000)
  if (!name) return { field: 'name' }
  if (!isValidEmail(email)) return { field: 'email' }
  if (!subject || isBlankText(subject)) return { field: 'subject' }
  if (!message || isBlankText(message)) return { field: 'message' }
  return { fields: { name, email, subject, message } }
}

export const handleContact: Handler = async (request, deps) => {
  const refused = methodCheck(request)
  if (refused) return refused
  const body = await jsonBody(request, CONTACT_BODY_MAX_BYTES)
  if (body instanceof Response) return body
  const checked = contactFields(body)
  if ('field' in checked) return json(400, { error: 'invalid_field', field: checked.field })
  const { name, email, subject, message } = checked.fields
  // The proof of work every form that writes pays, checked and spent by the database in the same
  // transaction as the message: a refused message does not use it up.
  const proof = request.headers.get('x-lead-proof') ?? ''
  try {
    const stored = await transaction(deps.sql, async (tx) => {
      await withRequestHeaders(tx, request)
      const [check] = await tx<{ refusal: string | null }[]>`
        select app_private.lead_proof_refusal(${proof}) as refusal`
      if (check?.refusal) return { refusal: check.refusal }
      const [row] = await tx<{ id: number }[]>`
        select app_private.store_contact_message(
          ${name}, ${email}, ${subject}, ${message}, ${deps.settings.businessInbox}
        )::int as id`
      return { id: row?.id }
    })
    if ('refusal' in stored) return json(403, { error: 'proof_refused', reason: stored.refusal })
    return json(201, { status: 'stored', id: stored.id })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'PT429') return json(429, { error: 'rate_limited' })
    if (typeof code === 'string' && code.startsWith('23')) {
      return json(400, { error: 'invalid_field' })
    }
    throw error
  }
}
