import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ABOUT_NEWSLETTER_SUCCESS, MESSAGES } from '../../src/content/messages'
import { POPUPS, WEEKLY_LESSONS_BUTTON, WEEKLY_POPUP_THANKS } from '../../src/content/overlays'
import { SITE_NAME } from '../../src/content/brand'
import { WEEKLY_CARD_TITLE, WEEKLY_CLASS, WEEKLY_CLASS_NAME } from '../../src/content/weekly-class'

/*
 * One voice: the spec's placeholder "the product" never reaches a page, and the weekly class goes by
 * one name wherever the spec leaves its wording to us.
 */

const root = path.resolve(__dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return files(rel)
    return /\.tsx?$/.test(e.name) ? [rel] : []
  })
}

const source = files('src').map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}))

describe('the site says its own name', () => {
  it('in the three toasts the spec writes with "the product\'s", the rest word for word', () => {
    expect(MESSAGES.newsletter.success.description).toBe(
      "You've been subscribed to Checkmate Tutors' newsletter!",
    )
    expect(MESSAGES.welcomePopup.success.description).toBe(
      "Check your email for Checkmate Tutors' Tactics Cheat Sheet!",
    )
    expect(ABOUT_NEWSLETTER_SUCCESS.description).toBe("Welcome to Checkmate Tutors' Newsletter!")
    expect(SITE_NAME).toBe('Checkmate Tutors')
  })

  it('and no source file under src/ prints the placeholder', () => {
    const hits = source
      .filter(({ text }) => /(["'`])[^"'`\n]*\bthe product's/i.test(text))
      .map(({ file }) => file)
    expect(hits).toEqual([])
  })
})

describe('the weekly class has one name', () => {
  it('in every heading, title and button whose wording is ours', () => {
    expect(WEEKLY_CLASS_NAME).toBe('Weekly Master Class')
    for (const title of [
      WEEKLY_CARD_TITLE,
      POPUPS.learn.title,
      POPUPS.trainingHub.title,
      POPUPS.articlesWeekly.title,
      WEEKLY_LESSONS_BUTTON,
      WEEKLY_CLASS.title,
    ]) {
      expect(title).toContain(WEEKLY_CLASS_NAME)
    }
    // The spec's own toasts name it so.
    expect(MESSAGES.weeklyCard.success.description).toBe(
      "You're subscribed to our Weekly Master Class!",
    )
  })

  it('and none of its old names is left in the site', () => {
    const old =
      /Free Weekly Live Class|Free Weekly Live Chess Lessons|Free Weekly Live Lessons|Weekly Live Chess Class/
    expect(source.filter(({ text }) => old.test(text)).map(({ file }) => file)).toEqual([])
  })

  it('and a confirmation names no weekday (the class falls on Sunday in some zones)', () => {
    expect(WEEKLY_POPUP_THANKS).toBe("You're in! Watch your inbox for the link before the class.")
    const card = readFileSync(
      path.join(root, 'src/features/subscribe/weekly-class-card.tsx'),
      'utf8',
    )
    expect(card).toContain('before the class.')
    expect(
      source.filter(({ text }) => /Saturday's class/.test(text)).map(({ file }) => file),
    ).toEqual([])
  })
})
