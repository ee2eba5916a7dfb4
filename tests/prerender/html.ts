import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'

export const dist = path.resolve(import.meta.dirname, '..', '..', 'dist')

function builtFile(route: string): string {
  return route === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, route.slice(1), 'index.html')
}

/** The built HTML of a route, parsed as a crawler sees it: scripts are never run. */
export function loadPage(route: string): Document {
  const file = builtFile(route)
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  return new JSDOM(readFileSync(file, 'utf8')).window.document
}

export const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null

export function jsonLd(doc: Document): Array<Record<string, unknown>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  )
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
export function jpegSize(file: string): { width: number; height: number } {
  const buf = readFileSync(file)
  let i = 2
  while (i < buf.length) {
    const marker = buf[i + 1]!
    const length = buf.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) }
    i += 2 + length
  }
  throw new Error(`${file}: no SOF marker`)
}
