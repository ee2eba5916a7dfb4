/** The remote instructor job (spec §2 /careers, §9 "Instructor pay", "Hiring"). */
export const INSTRUCTOR_JOB = {
  title: 'Remote Chess Instructor',
  description:
    'Teach private 1-on-1 online chess lessons to kids and adults, from complete beginners to 2000+. Requirement: FIDE Master or higher (FM, IM or GM). 30 USD per hour as an independent contractor, flexible hours, paid twice monthly. Hiring takes 2-3 weeks: a written application, a 30-minute video interview, a sample lesson and written case studies.',
  datePosted: '2025-01-06',
  validThrough: '2026-12-31',
  hourlyRateUsd: 30,
}
