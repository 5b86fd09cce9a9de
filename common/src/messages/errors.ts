import { FREE_PLAN_ACTIVE_QUIZ_LIMIT } from '../constants';

/**
 * The API's error texts in English, keyed by the stable code each error carries on the wire (`code`
 * beside `detail`, and the `Quizzical-Error-Code` header on every error answer; docs/ERRORS.md). A
 * client decides on the code and shows the text for it; the texts of the spec are word for word.
 * `{name}` marks a variable part (formatText). One object per feature, so that a page imports only
 * the texts of its own feature (the student pages import TAKING_ERRORS and LIVE_ERRORS alone).
 */

// Texts that the web's own texts (ui.ts) also show: constants, so that a page using MESSAGES does not
// take in the whole catalogue objects they belong to (a bundler keeps an object whole).
export const FREE_PLAN_LIMIT_TEXT = `Get the Pro version to manage more than ${FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes.`;
export const CODE_NOT_VALID_TEXT = 'This license code is not valid.';
export const QUIZ_NOT_STARTED_TEXT = 'This quizz has not yet started.';
export const QUIZ_ENDED_TEXT = 'This quizz has ended.';
export const FIRST_NAME_MISSING_TEXT = 'Please enter your first name.';
export const LAST_NAME_MISSING_TEXT = 'Please enter your last name.';
// ...and that the field texts (fields.ts) also show
export const EMAIL_TAKEN_TEXT = 'user with this email address already exists.';
export const INVALID_UID_TEXT = 'Invalid user id or user doesn\u2019t exist.';
export const INVALID_TOKEN_TEXT = 'Invalid token for given user.';
export const STALE_TOKEN_TEXT = 'Stale token for given user.';
export const INVALID_PASSWORD_TEXT = 'Invalid password.';
export const INVALID_CREDENTIALS_TEXT = 'No active account found with the given credentials';
export const INVALID_CAPTCHA_TEXT = 'Invalid captcha.';

/** The request itself: what the framework refuses before a route runs. */
export const REQUEST_ERRORS = {
  'request.not_found': 'Not found.',
  'request.malformed_json': 'Malformed JSON body.',
  'request.malformed_multipart': 'Malformed multipart body.',
  'request.too_large': 'Request body is too large.',
  'request.unsupported_media_type': 'Unsupported media type.',
  'request.rate_limited': 'Request was throttled. Expected available in {seconds} seconds.',
  'request.bad_url': 'The address is not a valid URL.',
  'request.path_too_long': 'A part of the address is too long.',
  /** Answered on the socket, before the request could be read (Node's client errors). */
  'request.timeout': 'The request took too long to arrive.',
  'request.headers_too_large': 'The request headers are too large.',
  'request.malformed': 'The request is malformed.',
  /** Any other refusal of the framework (a bad Content-Length...): its own English words. */
  'request.invalid': '{reason}',
  'server.error': 'A server error occurred.',
  'server.database_unavailable': 'The connection to the database was lost. Try again in a moment.',
} as const;

export const AUTH_ERRORS = {
  'auth.not_authenticated': 'Authentication credentials were not provided.',
  'auth.token_not_valid_for_any_type': 'Given token not valid for any token type',
  'auth.permission_denied': 'You do not have permission to perform this action.',
  'auth.invalid_credentials': INVALID_CREDENTIALS_TEXT,
  'auth.too_many_failures':
    'Too many failed sign-ins from your network for this account. Try again in {wait}.',
  'auth.token_not_valid': 'Token is invalid or expired',
  'auth.user_inactive': 'User not found or inactive.',
  'auth.email_taken': EMAIL_TAKEN_TEXT,
  'auth.invalid_uid': INVALID_UID_TEXT,
  'auth.invalid_token': INVALID_TOKEN_TEXT,
  'auth.stale_token': STALE_TOKEN_TEXT,
  'auth.invalid_password': INVALID_PASSWORD_TEXT,
} as const;

export const BILLING_ERRORS = {
  'billing.payment_not_found': 'Not found.',
  'billing.unavailable':
    'Payments are not available on this server: no payment provider is configured. Please contact the administrator.',
  'billing.already_settled': 'This payment is already settled.',
  'billing.card_invalid': 'Your card number is invalid.',
  'billing.card_declined': 'Your card was declined.',
  'billing.webhook_not_configured': 'Not found.',
  'billing.invalid_signature': 'Invalid signature.',
  'billing.malformed_event': 'Malformed event.',
  'billing.no_longer_pending': 'This payment is already settled.',
} as const;

export const CONTACT_ERRORS = {
  'contact.invalid_captcha': INVALID_CAPTCHA_TEXT,
} as const;

export const LICENSES_ERRORS = {
  'licenses.code_invalid': CODE_NOT_VALID_TEXT,
} as const;

export const LIVE_ERRORS = {
  'live.not_hosted': 'This quizz is not hosted live.',
  'live.quiz_closed': 'This quizz is already closed.',
  'live.no_questions': 'A quizz without questions cannot be hosted live.',
  'live.time_over': 'Time is over.',
  'live.player_removed': 'The host removed you from this game.',
  'live.player_not_found': 'This player is not in this game.',
  'live.too_many_answers': 'Too many answers. Slow down.',
  'live.too_many_host_streams_for_account':
    'Too many live game screens are open for this account ({max} at most). Close some and try again.',
  'live.too_many_host_streams_for_quiz':
    'Too many live game screens are open for this quizz ({max} at most). Close some and try again.',
  'live.too_many_player_streams':
    'Too many pages of this game are open ({max} at most). Close some and try again.',
  'live.too_many_player_streams_for_address':
    'Too many pages of this game are open from your network ({max} at most). Close some and try again.',
  'live.too_many_player_streams_for_address_over_games':
    'Too many pages of live games are open from your network ({max} at most). Close some and try again.',
} as const;

export const MARKET_ERRORS = {
  'market.not_found': 'Not found.',
  'market.proposals_staff_only': 'You do not have permission to perform this action.',
} as const;

export const PLANS_ERRORS = {
  'plans.free_plan_limit': FREE_PLAN_LIMIT_TEXT,
} as const;

export const QUIZZES_ERRORS = {
  'quizzes.not_found': 'Not found.',
  'quizzes.started_questions_count':
    'Once a quizz has started, questions cannot be added or removed: only the existing ones can be corrected.',
  'quizzes.started_questions_order': 'Once a quizz has started, its questions cannot be reordered.',
  'quizzes.started_question_kind':
    'Once a quizz has started, a question keeps its kind: its answers can be reworded, not added or removed.',
  /** The spec gives a failed import by code the licence code's words (§8); its own entry, so either can change. */
  'quizzes.import_code_invalid': CODE_NOT_VALID_TEXT,
  'quizzes.already_started': 'This quizz has already been started.',
  'quizzes.already_closed': 'This quizz is already closed.',
  'quizzes.hosted_not_reopened': 'A quizz hosted live cannot be reopened: duplicate it to play it again.',
  'quizzes.not_started': 'This quizz has not been started.',
  'quizzes.export_codes_count': 'Give 1 to {max} quizz codes.',
  'quizzes.closes_before_opens': 'The deadline must come after the opening time.',
  'quizzes.closes_in_past': 'The deadline must be in the future.',
  'quizzes.accommodations_anonymous':
    'An anonymous quizz has no student numbers: make it not anonymous to give students more time.',
} as const;

export const RESULTS_ERRORS = {
  'results.too_many_streams_for_account':
    'Too many live results pages are open for this account ({max} at most). Close some and try again.',
  'results.too_many_streams_for_quiz':
    'Too many live results pages are open for this quizz ({max} at most). Close some and try again.',
  'results.participant_not_found': 'This participant does not exist.',
  'results.participant_already_ended':
    'This student has already ended the quizz: there is no time left to extend.',
} as const;

/** The student's calls (spec §4, §7 Student, §8). */
export const TAKING_ERRORS = {
  'taking.quiz_not_found': 'This quizz does not exist.',
  'taking.quiz_not_started': QUIZ_NOT_STARTED_TEXT,
  'taking.quiz_ended': QUIZ_ENDED_TEXT,
  /** 429 after too many lookups of unknown codes from one address (codes must not be guessable). */
  'taking.too_many_unknown_codes':
    'Too many unknown quizz codes were tried from your network. Check the code, then try again in a minute.',
  'taking.first_name_missing': FIRST_NAME_MISSING_TEXT,
  'taking.last_name_missing': LAST_NAME_MISSING_TEXT,
  'taking.nickname_missing': 'Please enter a nickname.',
  'taking.nickname_taken': 'This nickname is already taken.',
  'taking.nickname_invisible': 'Your nickname cannot contain invisible or text-direction characters.',
  'taking.hosted_live': "This quizz is hosted live: answer on the game's screen.",
  'taking.session_not_found': 'This session does not exist.',
  'taking.time_over': 'Time is over.',
  'taking.too_many_joins': 'Too many students are joining right now. Try again in a few seconds.',
  'taking.too_many_saves': 'Too many saves. Slow down.',
  'taking.question_not_in_quiz': 'This question is not part of this quizz.',
  'taking.answer_slot_empty': 'This answer does not exist for this question.',
  'taking.answer_invalid': 'This answer does not fit this question.',
  'taking.not_finished': 'Finish the quizz first.',
  /** A survey 'Send' with neither a comment nor a rating. */
  'taking.survey_empty': 'Write a comment or choose a rating first.',
  /** A second 'Send' (a reload, another tab): the first feedback stands. */
  'taking.survey_already_sent': 'Your feedback has already been sent. It cannot be changed.',
  'taking.review_unavailable': 'The answers of this quizz are not available.',
  /** The quiz shows the correct answers only once it is closed (`review_after: 'close'`). */
  'taking.answers_held_back': 'The correct answers will appear when your teacher closes the quizz.',
} as const;

export const TRANSFER_ERRORS = {
  'transfer.not_multipart': 'Send the question file as multipart field "file".',
  'transfer.no_file': 'No file was submitted.',
  'transfer.too_large': 'The file is larger than {megabytes} MB.',
  'transfer.unknown_format': 'Choose moodlexml, gift, aiken, xlsx or csv.',
  'transfer.unreadable_file': '{where}: {problem}.',
  'transfer.nothing_to_import': 'The file holds no question that can be imported.',
  'transfer.too_slow': 'The file took longer than {duration} to read. Split it into smaller files.',
  'transfer.too_much_memory':
    'Reading the file needs more than {megabytes} MB of memory. Split it into smaller files.',
  'transfer.import_running': 'A file of this account is still being imported. Try again when it is done.',
} as const;

export const UPLOADS_ERRORS = {
  'uploads.too_many': 'Too many uploads from this account. Try again in {wait}.',
  'uploads.not_multipart': 'Send the image as multipart field "file".',
  'uploads.no_file': 'No file was submitted.',
  'uploads.too_large': 'The file is larger than {megabytes} MB.',
  'uploads.not_an_image':
    'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  'uploads.not_found': 'Not found.',
} as const;

type Catalogues = typeof REQUEST_ERRORS &
  typeof AUTH_ERRORS &
  typeof BILLING_ERRORS &
  typeof CONTACT_ERRORS &
  typeof LICENSES_ERRORS &
  typeof LIVE_ERRORS &
  typeof MARKET_ERRORS &
  typeof PLANS_ERRORS &
  typeof QUIZZES_ERRORS &
  typeof RESULTS_ERRORS &
  typeof TAKING_ERRORS &
  typeof TRANSFER_ERRORS &
  typeof UPLOADS_ERRORS;

/**
 * Every error text of the API by its code: the server's catalogue. Marked pure so that a page that
 * does not use it does not take in every feature's texts (pages import their feature's object).
 */
export const ERROR_TEXTS: Catalogues = /* @__PURE__ */ Object.assign(
  {},
  REQUEST_ERRORS,
  AUTH_ERRORS,
  BILLING_ERRORS,
  CONTACT_ERRORS,
  LICENSES_ERRORS,
  LIVE_ERRORS,
  MARKET_ERRORS,
  PLANS_ERRORS,
  QUIZZES_ERRORS,
  RESULTS_ERRORS,
  TAKING_ERRORS,
  TRANSFER_ERRORS,
  UPLOADS_ERRORS,
);

/**
 * Codes of answers that hold field errors (`{"field": ["..."]}`) rather than one text: each message
 * under its field is one of the catalogue's texts (field texts: FIELD_TEXTS).
 */
export const FIELD_ERRORS_CODES = {
  /** The body, query or path failed the route's schema; the fields say why. */
  'request.validation': 'The request failed validation: see the messages under each field.',
  /** A quiz that is not anonymous and a first or last name missing (taking.first_name_missing ...). */
  'taking.names_missing': 'The first name, the last name or both are missing: see the fields.',
} as const;

export type ErrorTextCode = keyof typeof ERROR_TEXTS;
/** Every code the API can send (the `code` field and the `Quizzical-Error-Code` header). */
export type ErrorCode = ErrorTextCode | keyof typeof FIELD_ERRORS_CODES;

/** The header that carries an error's code on every error answer (plain-text ones included). */
export const ERROR_CODE_HEADER = 'quizzical-error-code';
