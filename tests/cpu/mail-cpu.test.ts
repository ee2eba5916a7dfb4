/**
 * The sender's batch fits a hosted Edge Function's CPU limit (2 s a request) with room to spare:
 * SEND_BATCH_SIZE mails of the dearest kind, at its CPU time measured now on this machine, take at
 * most half of it. Prints the figures.
 *
 * CPU time is measured with nothing else running (`npm test` runs this folder in its own step,
 * tests/cpu in vitest.dist.config.ts): on this machine's two cores a process beside busy neighbours
 * is charged up to twice the CPU time for the same work, so a measurement beside the unit tests says
 * more about them than about the mail.
 */
import { expect, it } from 'vitest'
import { EDGE_CPU_LIMIT_MS, measureMailCpu } from '../../scripts/mail-cpu'
import { SEND_BATCH_SIZE } from '../../supabase/functions/_shared/mail-limits'

it(
  'a batch of the dearest mails stays under half of the CPU a hosted function gets',
  { timeout: 120_000 },
  async () => {
    const costs = await measureMailCpu(10)
    console.log(
      costs
        .map(
          (c) =>
            `${c.kind} ${c.medianMs.toFixed(1)} ms (min ${c.minMs.toFixed(1)}, max ${c.maxMs.toFixed(1)})`,
        )
        .join(', '),
    )
    expect(costs).toHaveLength(10)
    const dearest = Math.max(...costs.map((c) => c.medianMs))
    console.log(
      `batch of ${SEND_BATCH_SIZE}: ~${(dearest * SEND_BATCH_SIZE).toFixed(0)} ms CPU of ${EDGE_CPU_LIMIT_MS}`,
    )
    expect(dearest * SEND_BATCH_SIZE).toBeLessThanOrEqual(EDGE_CPU_LIMIT_MS / 2)
  },
)
