/**
 * A chart as a Mermaid state diagram, generated from the machine definition itself: the
 * states and nested states (parallel regions separated by `--`), every transition with its event
 * name and guard, delayed transitions (`after saveTimeout`), and the invoked actors' outcomes
 * (`saveLead done` / `saveLead error`). A transition without a target (actions only) is drawn as a
 * loop on its state. `npm run charts` renders these to SVG; the dev server shows them at /__charts.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'

interface Node {
  id: string
  key: string
  type: string
  description?: string
  initial?: { target: ReadonlyArray<{ id: string }> }
  states: Record<string, Node>
  transitions: Map<string, ReadonlyArray<Transition>>
  always?: ReadonlyArray<Transition>
}

interface Transition {
  target?: ReadonlyArray<{ id: string }>
  guard?: unknown
  eventType: string
}

/** A Mermaid-safe name for a state node id ('toolForm.submitting' -> 'toolForm__submitting'). */
const nameOf = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_').replace(/\./g, '__')

/** Text Mermaid prints as a label (no colons, semicolons, quotes, braces or hashes). */
const safe = (text: string) =>
  text
    .replace(/[:;"{}#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** What a transition's event reads as: delays and actor outcomes in words. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${done[1]} done`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${error[1]} error`
  if (eventType === '') return 'always'
  return eventType
}

function guardLabel(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return String((guard as { type: unknown }).type)
  if (typeof guard === 'function' && guard.name) return guard.name
  return 'guard'
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node
  const lines = ['stateDiagram-v2']
  const edges: string[] = []

  const declare = (node: Node, depth: number) => {
    const pad = '  '.repeat(depth)
    const children = Object.values(node.states)
    const label = node === root ? machine.id : node.key
    if (children.length === 0) {
      lines.push(`${pad}state "${safe(label)}" as ${nameOf(node.id)}`)
    } else {
      lines.push(`${pad}state "${safe(label)}" as ${nameOf(node.id)} {`)
      children.forEach((child, i) => {
        if (node.type === 'parallel' && i > 0) lines.push(`${pad}  --`)
        declare(child, depth + 1)
      })
      const initial = node.initial?.target[0]
      if (initial && node.type !== 'parallel') lines.push(`${pad}  [*] --> ${nameOf(initial.id)}`)
      lines.push(`${pad}}`)
    }
    for (const [eventType, list] of node.transitions) {
      for (const t of list) edges.push(edge(node, t, eventType))
    }
    for (const t of node.always ?? []) edges.push(edge(node, t, ''))
  }

  const edge = (node: Node, t: Transition, eventType: string) => {
    const guard = guardLabel(t.guard)
    const label = safe(eventLabel(eventType) + (guard ? ` [${guard}]` : ''))
    const targets = t.target?.length ? t.target : [{ id: node.id }]
    return targets
      .map((target) => `  ${nameOf(node.id)} --> ${nameOf(target.id)} : ${label}`)
      .join('\n')
  }

  lines.push(`  [*] --> ${nameOf(root.id)}`)
  declare(root, 1)
  return [...lines, ...edges].join('\n') + '\n'
}

/** Every state of a machine with its description, in document order (for the index page). */
export function stateDescriptions(machine: AnyStateMachine): Array<{ id: string; text: string }> {
  const out: Array<{ id: string; text: string }> = []
  const walk = (node: Node) => {
    out.push({ id: node.id, text: node.description ?? '' })
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root as unknown as Node)
  return out
}

/** Every chart exported by machines/*.machine.ts, by its file. */
export async function loadCharts(
  root: string,
  load: (path: string) => Promise<Record<string, unknown>> = (path) =>
    import(pathToFileURL(path).href) as Promise<Record<string, unknown>>,
): Promise<Array<{ file: string; machine: AnyStateMachine }>> {
  const dir = join(root, 'machines')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort()
  const charts: Array<{ file: string; machine: AnyStateMachine }> = []
  for (const file of files) {
    const mod = await load(join(dir, file))
    for (const value of Object.values(mod)) {
      if (
        typeof value === 'object' &&
        value !== null &&
        'root' in value &&
        'implementations' in value
      )
        charts.push({ file, machine: value as AnyStateMachine })
    }
  }
  return charts
}
