/**
 * Business constants and limits of spec 000 section 9 and spec 001 section 9 (plus the few
 * figures of sections 2, 4 and 5 that the rules in this package need). Client and server both
 * read them from here.
 */

// spec 000 section 9: video call
export const CALL_NO_ANSWER_TIMEOUT_MS = 75_000;
export const CALL_CLOSE_DELAY_AFTER_END_MS = 3_000;
export const CALL_CLOSE_DELAY_AFTER_PERMISSION_DENIED_MS = 5_000;
export const CAMERA_TOGGLE_DEBOUNCE_MS = 500;
export const VIDEO_CAPTURE = { width: 1280, height: 720, frameRate: 24 } as const;
export const MAX_AUDIO_BITRATE = 16_000;
export const MOBILE_MAX_SUBSCRIPTION_BITRATE = 2_500_000;
export const VIDEO_CODEC = 'VP8';
/** The nurse's join link works once, and for at most this long (or until the call ends). */
export const CALL_JOIN_LINK_TTL_MS = 15 * 60_000;
/** A signalling frame: an SDP offer with audio and video is a few KB; candidates are small. */
export const CALL_SIGNAL_MAX_BYTES = 16_384;

// spec 000 section 9: lists and search
export const SEARCH_DEBOUNCE_MS = 500;
export const SELECT_SEARCH_DEBOUNCE_MS = 50;
/** 40 is "optional" in the spec; offering it costs nothing. */
export const PAGE_SIZE_CHOICES = [5, 10, 20, 30, 40] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];

// spec 000 section 9: money
export const VAULT_FUNDING_FEE_CENTS = 3;
export const BANK_VERIFICATION_MAX_AMOUNT = 0.1;
export const MONEY_DECIMALS = 2;

// spec 000 section 9: text and display
export const FEEDBACK_MAX_LENGTH = 150;
export const PHONE_COUNTRY_PREFIX = '+1';
export const TRUNCATE_DEFAULT_LENGTH = 30;
export const ELLIPSIS = '...';
export const METRES_TO_FEET = 3.28;
export const FEET_DISPLAY_LIMIT = 9999;
export const FILE_SIZE_BASE = 1024;
export const FILE_SIZE_BASE_SI = 1000;
export const DATE_FORMAT = 'DD/MM/YYYY';
/**
 * The years a calendar date of the API may fall in (docs/decisions/039-input-hardening.md):
 * PostgreSQL has no year 0, and a pay period or a week added to a date of year 9999 leaves
 * the four-digit years every date of the product is written in.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2999;
export const TIME_FORMAT = 'hh:mm A';

// spec 000 section 8: toasts (bottom-center)
export const TOAST_DURATION_INFO_WARN_MS = 3_000;
export const TOAST_DURATION_DEFAULT_MS = 10_000;

// spec 001 section 9: uploads. The spec's figure is 10485762, two bytes over 10 MiB; kept as written.
export const UPLOAD_MAX_BYTES = 10_485_762;
export const CREDENTIAL_EXTENSIONS = ['jpg', 'png', 'pdf', 'doc'] as const;
export type CredentialExtension = (typeof CREDENTIAL_EXTENSIONS)[number];
/** The content type each credential format is stored and served as once its bytes are sniffed. */
export const CREDENTIAL_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
} as const satisfies Record<CredentialExtension, string>;
// spec 001 section 5: legal/KYC, I-9 and bulk-invite files
export const LEGAL_DOC_EXTENSIONS = ['jpeg', 'png', 'jpg', 'pdf', 'doc', 'docx'] as const;
export const BULK_INVITE_EXTENSIONS = ['csv', 'xlsx'] as const;
/** Punch import files (decision 053): a wall clock's export is text; a spreadsheet's times would arrive as dates. */
export const PUNCH_IMPORT_EXTENSIONS = ['csv'] as const;
// spec 000 section 5: "Profile image upload accepts jpeg only"; .jpg is the same format.
export const PROFILE_IMAGE_EXTENSIONS = ['jpeg', 'jpg'] as const;

// spec 001 section 9: text fields
export const NOTE_TITLE_MAX_LENGTH = 150;
export const NOTE_DESCRIPTION_MAX_LENGTH = 250;
export const PHONE_DIGITS = 10;
export const OPENINGS_MAX_LENGTH = 3;
export const RATE_MAX_LENGTH = 6;
export const RATE_DECIMALS = 2;
export const LABEL_TRUNCATE_LENGTH = 23;

// spec 001 section 9: lists, filters
export const NURSE_PAGE_SIZE = 10;
export const RADIUS_MIN_MILES = 0;
export const RADIUS_MAX_MILES = 100;
export const RADIUS_DEBOUNCE_MS = 300;
// spec 001 section 2: agency tooltip lists this many names, then '+N more'
export const AGENCY_TOOLTIP_MAX_NAMES = 5;
// spec 001 section 2: dashboard TOTAL SPENT switches to K above this
export const TOTAL_SPENT_K_THRESHOLD = 999;
// spec 001 section 2: week pickers start on Sunday
export const WEEK_START_DAY = 0;

// spec 001 section 9: credential expiry from tomorrow to 100 years ahead
export const CREDENTIAL_EXPIRY_MIN_DAYS_AHEAD = 1;
export const CREDENTIAL_EXPIRY_MAX_YEARS_AHEAD = 100;

// spec 001 section 5: shift form date windows
export const SHIFT_START_DATE_WINDOW_DAYS = 5;
export const SHIFT_END_DATE_MAX_DAYS_AFTER_START = 1;

/** spec 001 section 3: bulk-invite file columns, in the file's order. */
export const BULK_INVITE_COLUMNS = [
  'first_name',
  'last_name',
  'country_code',
  'mobile',
  'monthly_rate',
  'is_resident',
  'job_category',
  'job_title',
  'date_of_joining',
  'pay_type',
  'payment_category',
  'discipline',
  'department',
  'paychex_emp_id',
  'paychex_org_id',
  'paychex_org_id_15',
] as const;
export type BulkInviteColumn = (typeof BULK_INVITE_COLUMNS)[number];

/** Dates on the wire (spec 001 section 7: expiry as YYYY-MM-DD; DESIGN.md). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/**
 * Spec 001 section 2 writes 'DD MMM YYYY at h:mm A'. In dayjs the `a` of "at" is the am/pm
 * token, so the word is escaped; the rendered text is the spec's.
 */
export const NOTIFICATION_TIME_FORMAT = 'DD MMM YYYY [at] h:mm A';

// Workforce limits the spec leaves open (docs/decisions/004-workforce.md).
/** Rows of one bulk-invite file; the 10,000-row benchmark is the design point. */
export const BULK_INVITE_MAX_ROWS = 10_000;
/** A walk-in link is for today's shift: it lasts 12 hours and works once. */
export const WALK_IN_INVITE_TTL_HOURS = 12;
/** Credential thumbnails: the longer side, in pixels. */
export const THUMBNAIL_MAX_PX = 320;

/** Most notification ids one "mark read" call takes: a page of the list, with room to spare. */
export const NOTIFICATION_IDS_MAX = 100;

// Broadcasts (docs/decisions/016-broadcasts.md).
/** One SMS segment of GSM-7 text: a longer text is split, billed per part, and may arrive in pieces. */
export const SMS_BODY_MAX_LENGTH = 160;
export const NOTIFICATION_BODY_MAX_LENGTH = 1000;
export const NOTIFICATION_TITLE_MAX_LENGTH = 100;
/** Nurses one broadcast may reach. */
export const BROADCAST_MAX_RECIPIENTS = 500;
/** Broadcasts one facility may send in any hour (a sliding window, counted in the database). */
export const BROADCASTS_PER_HOUR = 10;

// Issue 27, a mobile verified by a one-time code when an employee is added or her mobile changed (decision 063).
/** Digits of the code sent by SMS. */
export const MOBILE_CODE_LENGTH = 6;
/** A code works for 10 minutes after it was sent. */
export const MOBILE_CODE_TTL_MINUTES = 10;
/** Wrong guesses a code survives; the next wrong one spends it. */
export const MOBILE_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one number from one facility within the window (the first and three resends). */
export const MOBILE_CODE_MAX_SENDS = 4;
export const MOBILE_CODE_SEND_WINDOW_MINUTES = 60;
/** The wait between two codes to the same number. */
export const MOBILE_CODE_RESEND_SECONDS = 60;
/** A verified number must be used (the add or the edit saved) within 30 minutes. */
export const MOBILE_VERIFICATION_FRESH_MINUTES = 30;

// issue 28, structure (decision 068): units, floors and departments a facility sets up.
/** A unit's, floor's or department's name, trimmed. */
export const STRUCTURE_NAME_MAX_LENGTH = 60;
/** Patients a unit may count on one day. */
export const UNIT_CENSUS_MAX = 9999;
/** Days one read of unit census may span (a few weeks of HPPD per unit). */
export const UNIT_CENSUS_RANGE_MAX_DAYS = 62;
