/**
 * Facts about the business that only the business can give, in one place, with no imports: the
 * privacy page and the site's pages read them, and so does every mail's footer (the Edge Functions
 * run this module under Deno). Set each one before going live (README "Going live").
 */

/** The legal name that sends the mails and answers for the data. */
export const BUSINESS_NAME = 'Checkmate Tutors'

/**
 * The postal address every marketing mail must show (CAN-SPAM asks for a valid physical address; a
 * registered P.O. box will do).
 */
export const BUSINESS_POSTAL_ADDRESS = '123 Example Street, Suite 100, Springfield, IL 62701, USA'

/** Where a person writes to about their data (an address that a person reads). */
export const PRIVACY_CONTACT_EMAIL = 'privacy@checkmatetutors.com'

/** Where the database and the functions run: the hosted project's region, as a reader understands it. */
export const DATA_HOSTING = 'Supabase (Amazon Web Services, us-east-1, United States)'
