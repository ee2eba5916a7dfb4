/**
 * The spec's message catalogue (§5 and §8), verbatim. Every toast the site shows comes from here.
 * Failure toasts are shown in the destructive style. Where the spec writes its placeholder for the
 * site's own name ("the product"), the toast says the name.
 */
import { SITE_NAME } from './brand'

/** The site's name as a possessive ("Checkmate Tutors'": the name ends in an s). */
const OURS = SITE_NAME.endsWith('s') ? `${SITE_NAME}'` : `${SITE_NAME}'s`

export interface ToastText {
  title: string
  description: string
}

/** The texts one e-mail sign-up variant shows for each outcome. */
export interface SubscribeMessages {
  success: ToastText
  duplicate: ToastText
  /** Title of a failure toast; its text is the server's message or `errorFallback`. */
  errorTitle: string
  errorFallback: string
  /** Blank e-mail on forms that report it (the subscribe card); inline forms ignore a blank submit. */
  required?: ToastText
}

const newsletterDuplicate: ToastText = {
  title: 'Already Subscribed',
  description: 'This email is already subscribed. Please try a different email address.',
}

export const MESSAGES = {
  /** Newsletter blocks on every page but home. */
  newsletter: {
    success: {
      title: 'Success!',
      description: `You've been subscribed to ${OURS} newsletter!`,
    },
    duplicate: newsletterDuplicate,
    errorTitle: 'Error',
    errorFallback: 'There was an issue subscribing. Please try again.',
  },
  /** The home page's newsletter form. */
  homeNewsletter: {
    success: { title: 'Success!', description: "You've been subscribed to our newsletter!" },
    duplicate: newsletterDuplicate,
    errorTitle: 'Error',
    errorFallback: 'There was an issue subscribing. Please try again.',
  },
  /** Home welcome popup: the free tactics cheat sheet. */
  welcomePopup: {
    success: {
      title: 'Success!',
      description: `Check your email for ${OURS} Tactics Cheat Sheet!`,
    },
    duplicate: {
      title: 'Already Subscribed',
      description: 'This email is already registered. Please try a different email address.',
    },
    errorTitle: 'Error',
    errorFallback: 'There was an issue. Please try again.',
  },
  /** The cheat-sheet form (/learn). */
  cheatSheet: {
    success: {
      title: 'Success!',
      description: "You'll receive your free tactics cheat sheet via email!",
    },
    duplicate: {
      title: 'Already Subscribed',
      description: 'This email is already registered. Please try a different email address.',
    },
    errorTitle: 'Error',
    errorFallback: 'There was an issue getting your cheat sheet. Please try again.',
  },
  /** Weekly live class sign-up card (under quiz results, style pages, lesson pages). */
  weeklyCard: {
    success: { title: 'Success!', description: "You're subscribed to our Weekly Master Class!" },
    duplicate: {
      title: 'Already Subscribed',
      description: "You're already subscribed to our Weekly Master Class!",
    },
    errorTitle: 'Subscription Error',
    errorFallback: 'There was an issue with your subscription. Please try again.',
    required: { title: 'Email Required', description: 'Please enter your email address.' },
  },
  /** Weekly live lessons popup (Training Hub). */
  weeklyPopup: {
    success: {
      title: 'Success!',
      description: "You're signed up for our free weekly live chess lessons!",
    },
    duplicate: {
      title: 'Already Subscribed',
      description:
        'This email is already registered for weekly lessons. Please try a different email address.',
    },
    errorTitle: 'Error',
    errorFallback: 'There was an issue signing you up. Please try again.',
  },
  /** The weekly live lessons modal on /articles. */
  articlesModal: {
    success: {
      title: 'Success!',
      description: "You've been signed up for weekly live lessons! Check your email for the link.",
    },
    duplicate: {
      title: 'Already subscribed!',
      description: "You're already signed up for our weekly live lessons.",
    },
    errorTitle: 'Error',
    errorFallback: 'There was an issue signing you up. Please try again.',
  },
} satisfies Record<string, SubscribeMessages>

/** The About page's newsletter form makes no call; it only says this. */
export const ABOUT_NEWSLETTER_SUCCESS: ToastText = {
  title: 'Success!',
  description: `Welcome to ${OURS} Newsletter!`,
}

export const CONTACT_SUCCESS: ToastText = {
  title: 'Message Sent!',
  description: "Thank you for your message. We'll get back to you soon!",
}

/** The contact form's message did not reach us (refused, offline or out of time). */
export const CONTACT_FAILURE: ToastText = {
  title: 'Message Not Sent',
  description:
    'We could not send your message. Please check your connection and try again: everything you wrote is still here.',
}

/**
 * Quizzes and tools (spec §5 and §8).
 */
export const QUIZ_MESSAGES = {
  knowledgeMissing: {
    title: 'Missing Information',
    description: 'Please fill in your name and email to see your results.',
  },
  knowledgeAgeMissing: {
    title: 'Missing Information',
    description: 'Please tell us how old the learner is to see the results.',
  },
  knowledgeParentEmailMissing: {
    title: 'Missing Information',
    description: "Please fill in the parent's e-mail to see the results.",
  },
  knowledgeSaveFailed: {
    title: 'Error',
    description: 'There was an issue submitting your quiz. Please try again.',
  },
  levelEmailRequired: {
    title: 'Email required',
    description: 'Please enter your email to see your results.',
  },
  levelEmailInvalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  levelSaveFailedTitle: 'Submission Error',
  levelSaveFailedFallback: 'There was an issue submitting your quiz. Please try again.',
  levelComplete: {
    title: 'Quiz Complete!',
    description: 'Your chess level has been assessed successfully.',
  },
  styleEmailRequired: {
    title: 'Email required',
    description: 'Please enter your email to see your result.',
  },
  improvedAnswerFirst: 'Please answer the current question before proceeding.',
  improvedInconsistent: {
    title: 'Quiz data inconsistency detected',
    description: 'Please retake the quiz from scratch.',
  },
  studyPlanMissing: {
    title: 'Missing Information',
    description: 'Please fill in all fields to generate your study plan.',
  },
  studyPlanFailed: {
    title: 'Error',
    description: 'There was an issue generating your plan. Please try again.',
  },
  openingMissing: {
    title: 'Missing Information',
    description: 'Please fill in all fields to get your opening recommendation.',
  },
  openingFailed: {
    title: 'Error',
    description: 'There was an issue generating your recommendation. Please try again.',
  },
} as const
