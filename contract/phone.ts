/**
 * SPEC.md §5: a phone number as the API takes it, 7 and the ten national digits
 * ('77011234567'). The payloads' rule (fields.ts phoneSchema) and /login's phone hint (issue
 * 33, checked in the page's first script, which carries no schema library) are this one.
 */
export const PHONE_PATTERN = /^7\d{10}$/;

/**
 * /login's query parameter with the applicant's phone as a hint (issue 33): the address a
 * computer's QR code gives the phone; /login only fills its phone field with it.
 */
export const PHONE_HINT = 'phone';
