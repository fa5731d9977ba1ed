// What the privacy policy promises (screens/privacy-policy/policy-sections.tsx), as numbers the
// retention run applies. Changing one of these changes a promise: change the policy's words too.

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account nobody signed in to for this long is asked whether to keep it. */
export const ACCOUNT_IDLE_MS = 3 * 365 * DAY_MS;
/** An asked account is deleted when nobody signed in for this long after the question. */
export const KEEP_ANSWER_MS = 30 * DAY_MS;
/** A question claimed but never recorded as sent (a crash mid-send) may be sent again after this. */
export const KEEP_CLAIM_RETRY_MS = DAY_MS;
/** Messages and requests without an account: removed this long after their last change (the last answer). */
export const MESSAGE_KEEP_MS = 2 * 365 * DAY_MS;
/** A company's invitation (an address that may belong to nobody): removed this long after it was answered or expired. */
export const INVITATION_KEEP_MS = 90 * DAY_MS;
/** An account whose address was never confirmed and that never signed in: deleted this long after sign-up. */
export const UNCONFIRMED_KEEP_MS = 14 * DAY_MS;
/** How often the retention run happens. */
export const RETENTION_INTERVAL_MS = DAY_MS;
