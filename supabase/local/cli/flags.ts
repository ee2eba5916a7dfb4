/**
 * The flags of the local command-line tools (`npm run leads`, `mails`, `forget`), read by
 * `node:util`'s parseArgs: `--name value`, `--name=value` and short aliases (`-n 5`, `-n=5`);
 * `--help` / `-h` prints the tool's usage and exits. Any other argument, a flag without its value or
 * a value the tool refuses is an error that says which and shows the usage.
 */
import { parseArgs } from 'node:util'
import { errorMessage } from '../support.js'

/** A tool's flags: a string flag takes a value, a boolean flag is a switch. */
type FlagOptions = Record<string, { type: 'string' | 'boolean'; short?: string }>

/** What was given: a string flag's last value, a switch's true; absent flags are missing. */
type FlagValues<F extends FlagOptions> = {
  [K in keyof F]?: F[K]['type'] extends 'string' ? string : true
}

/**
 * Reads `argv` against `flags` and hands the values to `read`, which turns them into the tool's
 * options; what `read` throws is shown with the usage.
 */
export function parseFlags<F extends FlagOptions, T>(
  argv: readonly string[],
  usage: string,
  flags: F,
  read: (values: FlagValues<F>) => T,
): T {
  // `-n=5` as `--limit=5`: parseArgs alone would read "=5".
  const args = argv.flatMap((arg) => (/^-\w=/.test(arg) ? [arg.slice(0, 2), arg.slice(3)] : [arg]))
  const { tokens } = parseArgs({
    args,
    options: { ...flags, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const values: Record<string, string | true> = {}
  for (const token of tokens) {
    if (token.kind === 'option-terminator') throw new Error(`unknown argument "--"\n${usage}`)
    if (token.kind === 'positional' || !(token.name in flags || token.name === 'help')) {
      throw new Error(`unknown argument "${args[token.index] ?? ''}"\n${usage}`)
    }
    if (token.name === 'help') {
      console.log(usage)
      process.exit(0)
    }
    if (flags[token.name]?.type === 'boolean') values[token.name] = true
    else if (token.value === undefined) throw new Error(`${token.rawName} needs a value\n${usage}`)
    else values[token.name] = token.value
  }
  try {
    return read(values as FlagValues<F>)
  } catch (error) {
    throw new Error(`${errorMessage(error)}\n${usage}`)
  }
}

/** A positive integer flag value. */
export function positiveInteger(flag: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer`)
  return n
}

/** One of `allowed`. */
export function oneOf<T extends string>(what: string, allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`unknown ${what} "${value}"`)
  return value as T
}
