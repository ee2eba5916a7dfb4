/**
 * `npx tsx scripts/mail-cpu.ts`: the CPU time of rendering and sending one mail of each kind, as the
 * send-mails Edge Function does it (React Email render, then nodemailer building the MIME message
 * it writes to the SMTP socket), and what that means for the sender's batch: a hosted Edge Function
 * gets 2 s of CPU per request, so SEND_BATCH_SIZE mails of the dearest kind must stay well under it.
 * V8 runs both here and in Deno; the SMTP round trips are waiting, not CPU.
 */
import { performance } from 'node:perf_hooks'
import nodemailer from 'nodemailer'
import { STUDY_PLANS } from '../src/content/study-plans'
import type { MailKind } from '../supabase/functions/_shared/mail-model'
import { SEND_BATCH_SIZE } from '../supabase/functions/_shared/mail-limits'
import { composeMail, type MailSettings } from '../supabase/functions/_shared/sender'
import { median } from './bench-stats.ts'

/** A hosted Edge Function's CPU time per request (Supabase's documented limit). */
export const EDGE_CPU_LIMIT_MS = 2000

const SETTINGS: MailSettings = {
  siteUrl: 'https://www.example.com',
  functionsUrl: 'https://ref.supabase.co/functions/v1',
  tokenSecret: 's'.repeat(40),
  from: 'Checkmate Tutors <hello@checkmatetutors.com>',
  businessInbox: 'coaches@checkmatetutors.com',
  weeklyClassUrl: 'https://meet.example.com/weekly',
}

/** One job of each kind, as the queue holds them. */
const JOBS: Record<MailKind, { payload: Record<string, unknown>; source_table: string | null }> = {
  confirm: { payload: { list: 'newsletter_subscribers' }, source_table: 'newsletter_subscribers' },
  newsletter_welcome: { payload: {}, source_table: 'newsletter_subscribers' },
  weekly_class: { payload: {}, source_table: 'weekly_live_lessons' },
  cheat_sheet: { payload: {}, source_table: 'free_tactics_cheat_sheet' },
  // With the answers the rows hold: the mails derive the topics and the profile from them.
  knowledge_quiz_result: {
    payload: { score: 7, total_questions: 10, answers: [1, 1, 1, 0, 1, 1, 0, 1, 1, 0] },
    source_table: null,
  },
  level_quiz_result: {
    payload: {
      name: 'Quiz Participant',
      answers: [1, 1, 0, 1, 1, 1, 1, 1, 0, 0],
      question_ids: [
        'opening-italian',
        'tactics-skewer',
        'strategy-outpost',
        'endgame-opposition',
        'calculation-mate-in-two',
        'decision-ahead',
        'opening-gambit',
        'tactics-scholars-mate',
        'endgame-rook-mate',
        'decision-candidates',
      ],
      result: 'Intermediate (1400-1800)',
    },
    source_table: null,
  },
  style_quiz_result: {
    payload: { result: 'gambiteer', answers: [0, 1, 0, 0, 0, 3, 0, 1, 3, 0] },
    source_table: null,
  },
  study_plan: {
    payload: {
      experience: 'Advanced',
      hours_per_week: '6+',
      age_group: 'Child (under 12)',
      generated_plan: STUDY_PLANS['Advanced']!['6+'],
    },
    source_table: null,
  },
  opening: {
    payload: {
      recommended_opening: 'Catalan Closed',
      rating_level: 'advanced',
      study_time: 'slow',
      opening_style: 'positional',
      play_format: 'classical',
      opponent_strategy: 'solid',
    },
    source_table: null,
  },
  contact_message: {
    payload: {
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'Lessons for my daughter',
      message: 'Hello!\n'.repeat(400),
    },
    source_table: 'contact_messages',
  },
}

export interface KindCost {
  kind: MailKind
  /** CPU milliseconds per mail: the least, the median and the worst of the runs (after warm-up). */
  minMs: number
  medianMs: number
  maxMs: number
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Renders and builds `runs` mails of each kind; CPU time per mail. */
export async function measureMailCpu(runs = 20): Promise<KindCost[]> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const costs: KindCost[] = []
  for (const kind of Object.keys(JOBS) as MailKind[]) {
    const one = async (id: number) => {
      const mail = await composeMail(
        { id, kind, to_email: 'a@example.com', ...JOBS[kind], source_id: 42 },
        SETTINGS,
      )
      await transport.sendMail(mail)
    }
    await one(0) // warm-up: the first render compiles the templates
    const samples: number[] = []
    for (let i = 1; i <= runs; i++) {
      const before = cpuMs()
      await one(i)
      samples.push(cpuMs() - before)
    }
    samples.sort((a, b) => a - b)
    costs.push({
      kind,
      minMs: samples[0]!,
      medianMs: median(samples),
      maxMs: samples[samples.length - 1]!,
    })
  }
  return costs
}

async function main(): Promise<void> {
  const started = performance.now()
  const costs = await measureMailCpu()
  for (const c of costs)
    console.log(
      `${c.kind.padEnd(22)} median ${c.medianMs.toFixed(1)} ms  max ${c.maxMs.toFixed(1)} ms CPU`,
    )
  const worst = Math.max(...costs.map((c) => c.medianMs))
  console.log(
    `\nbatch of ${SEND_BATCH_SIZE} of the dearest kind: ~${(worst * SEND_BATCH_SIZE).toFixed(0)} ms CPU ` +
      `(hosted limit ${EDGE_CPU_LIMIT_MS} ms a request; ${((performance.now() - started) / 1000).toFixed(1)} s to measure)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
