/**
 * The study plan page's own copy (spec §2 /study-plan). Apart from the catalogue in study-plans.ts,
 * which the tool loads in a chunk of its own: the route imports only these few words.
 */
export const STUDY_PLAN_PAGE = {
  shareTitle: (plan: string) => `My chess study plan: ${plan}! Get your free plan here.`,
  shareHeading: 'Share your plan',
  newsletter: {
    heading: 'Get Weekly Training Tips',
    text: 'Stay on track with your plan: practical lessons from our titled masters, every week.',
  },
}
