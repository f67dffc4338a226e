/** Business constants and limits of SPEC §9. */
export const MIN_PASSWORD_LENGTH = 8;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NUMBERS_SHOWN = 5;
export const POLL_INTERVAL_MS = 5000;
export const SLA_DUE_SOON_HOURS = 24;
export const SLA_OVERDUE_HOURS = 48;
export const MAX_FILE_BYTES = 10_485_760;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 500;
export const APPEAL_COMMENT_MIN = 3;
export const APPEAL_COMMENT_MAX = 1000;
export const APPEAL_REJECTION_REASON_MAX = 500;
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const CURRENCY = 'SAR';
export const LOCALE = 'en-SA';
export const TIME_ZONE = 'Asia/Riyadh';
export const ORDER_ID_SHORT = 8;
export const ORDER_ID_PAGE = 12;

export const REGIONS = ['Riyadh-Central', 'Western Region', 'Eastern Region', 'Southern Region'] as const;
export const AREAS = [
  'Riyadh',
  'Jeddah',
  'Mecca',
  'Medina',
  'Dammam',
  'Khobar',
  'Dhahran',
  'Taif',
  'Qassim',
  'Tabuk',
  'Abha',
  'Khamis Mushait',
  'Jizan',
  'Najran',
] as const;
export type Region = (typeof REGIONS)[number];
export type Area = (typeof AREAS)[number];
/** Which areas lie in which region: every area in exactly one (the form offers only these, the API refuses others). */
export const REGION_AREAS: Readonly<Record<Region, readonly Area[]>> = {
  'Riyadh-Central': ['Riyadh', 'Qassim'],
  'Western Region': ['Jeddah', 'Mecca', 'Medina', 'Taif', 'Tabuk'],
  'Eastern Region': ['Dammam', 'Khobar', 'Dhahran'],
  'Southern Region': ['Abha', 'Khamis Mushait', 'Jizan', 'Najran'],
};
/** The areas of a region, in the order of AREAS; none for an unknown region. */
export function areasOfRegion(region: string): readonly Area[] {
  return Object.hasOwn(REGION_AREAS, region) ? REGION_AREAS[region as Region] : [];
}
/** Medical companies, also the dashboard's branches (SPEC §2 picker order). */
export const MEDICAL_COMPANIES = [
  'Evergreen Inhouse',
  'Wasama',
  'X Rose',
  'Future Herbals',
  'Adwaa Lana',
  'Actimed',
] as const;

/** What an upload to an order is: its P.O, its order form, or a supporting document (`other`). */
export const ATTACHMENT_TYPES = ['purchase_order', 'order_form', 'other'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const APPEAL_DECISIONS = ['ACCEPT', 'REJECT'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Live connection policy (SPEC §9). */
export const REALTIME_POLICY = {
  timeoutMs: 20_000,
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  randomization: 0.5,
} as const;
