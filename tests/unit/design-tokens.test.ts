import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findLiterals, ONE_OFFS } from './design-tokens-check'

/*
 * Components use the design tokens (src/ui/theme.ts): no literal length or hex colour in
 * styled-components CSS outside a short allowlist (design-tokens-check.ts).
 */

const root = path.resolve(__dirname, '../..')

/** Every .ts/.tsx under src/, without the content files and generated code. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return rel === 'src/content' ? [] : sourceFiles(rel)
    if (!/\.tsx?$/.test(e.name) || /\.gen\.ts$/.test(e.name) || /\.d\.ts$/.test(e.name)) return []
    return [rel]
  })
}

describe('the checker', () => {
  it('finds a literal length in styled CSS, with its line', () => {
    const src =
      "import styled from 'styled-components'\nconst A = styled.div`\n  display: block;\n  padding: 13px;\n`\n"
    expect(findLiterals('a.tsx', src)).toEqual([
      { file: 'a.tsx', line: 4, value: '13px', text: 'padding: 13px;' },
    ])
  })

  it('sees no literal where the value is a token', () => {
    const src =
      'const A = styled.div`\n  padding: ${space[4]};\n  border-radius: ${radius.lg};\n`\n'
    expect(findLiterals('a.tsx', src)).toEqual([])
  })

  it('finds rem, em and hex colours in css``, createGlobalStyle`` and styled(X).attrs()``, after a ${}', () => {
    const src = [
      'const a = css`margin: ${space[2]} 1.3rem;`',
      'const B = createGlobalStyle`body { color: #abcdef; }`',
      'const C = styled(Link).attrs({})`letter-spacing: 0.1em;`',
    ].join('\n')
    expect(findLiterals('a.tsx', src).map((f) => `${f.line} ${f.value}`)).toEqual([
      '1 1.3rem',
      '2 #abcdef',
      '3 0.1em',
    ])
  })

  it('allows zero, 1px/2px borders and ignores template literals that are not CSS', () => {
    const src =
      'const A = styled.div`margin: 0; padding: 0px; border: 1px solid ${colors.border}; outline: 2px solid;`\nconst s = `13px`'
    expect(findLiterals('a.tsx', src)).toEqual([])
  })
})

describe('the source', () => {
  const files = sourceFiles()
  const findings = files.flatMap((f) => findLiterals(f, readFileSync(path.join(root, f), 'utf8')))

  it('reads the components', () => {
    expect(files).toContain('src/ui/button.tsx')
    expect(files.some((f) => f.startsWith('src/content/'))).toBe(false)
  })

  it('has no ad-hoc length or colour in styled CSS outside the allowlist', () => {
    const bad = findings
      .filter((f) => !ONE_OFFS[f.file]?.includes(f.value))
      .map((f) => `${f.file}:${f.line} ${f.value}  (${f.text})`)
    expect(bad, 'use a token from src/ui/theme.ts').toEqual([])
  })

  it('lists no one-off that is gone (the allowlist only shrinks)', () => {
    const stale = Object.entries(ONE_OFFS).flatMap(([file, values]) =>
      values
        .filter((v) => !findings.some((f) => f.file === file && f.value === v))
        .map((v) => `${file} ${v}`),
    )
    expect(stale).toEqual([])
  })
})
