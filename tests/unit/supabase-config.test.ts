/**
 * The Supabase project's settings that are part of its security: the site has no accounts, so Auth
 * takes no sign-ups (nobody can make it send mail on the business's behalf).
 */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const config = readFileSync('supabase/config.toml', 'utf8')

/** The body of one `[section]` of the TOML file, up to the next section. */
function section(name: string): string {
  const start = config.indexOf(`\n[${name}]\n`)
  expect(start, `[${name}]`).toBeGreaterThan(-1)
  const rest = config.slice(start + name.length + 4)
  const end = rest.search(/\n\[/)
  return end === -1 ? rest : rest.slice(0, end)
}

const setting = (body: string, key: string) =>
  new RegExp(`^${key}\\s*=\\s*(\\S+)`, 'm').exec(body)?.[1]

it('Auth takes no sign-ups and no anonymous sign-ins', () => {
  expect(setting(section('auth'), 'enable_signup')).toBe('false')
  expect(setting(section('auth'), 'enable_anonymous_sign_ins')).toBe('false')
})
