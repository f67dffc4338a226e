import { MESSAGES, ROLE_LABELS, SALES_REP_LABEL } from '@tawreed/domain';
import { enAccounts } from './en-accounts';
import { enAudit } from './en-audit';
import { enCredit } from './en-credit';
import { enDashboard } from './en-dashboard';
import { enInventory } from './en-inventory';
import { enMfa } from './en-mfa';
import { enOrder } from './en-order';
import { enPrices } from './en-prices';
import { enSettings } from './en-settings';
import { enWebhooks } from './en-webhooks';

type DomainMessages = { readonly [K in keyof typeof MESSAGES as `validation.${K}`]: string };

/** The domain's validation messages (SPEC §5) under `validation.*`, so forms show them through `t`. */
const validationMessages = Object.fromEntries(
  Object.entries(MESSAGES).map(([name, text]) => [`validation.${name}`, text]),
) as DomainMessages;

/**
 * The English catalog: every user-facing text of the portal. Keys are flat so a missing
 * translation is a type error in the next catalog (ar.ts will be `Messages`-typed).
 * Texts the domain owns (validation messages, role labels) are referenced, not copied.
 * `{name}` placeholders are filled by `t(key, { name })`.
 */
export const en = {
  'app.name': 'Tawreed',
  'app.tagline': 'Medical supply orders',
  'app.documentTitle': '{title} · Tawreed',

  'common.loading': 'Loading',
  'common.loadingEllipsis': 'Loading...',
  'common.close': 'Close',
  'common.networkError': 'Network error occurred',
  'common.genericError': 'An error occurred',
  'time.lessThanAMinute': 'less than a minute',
  'date.withHijri': '{date} · {hijri}',

  'toast.regionLabel': 'Notifications ({hotkey})',
  'toast.label': 'Notification',
  'toast.success': 'Success',
  'toast.warning': 'Warning',
  'toast.info': 'Info',
  'toast.error': 'Error',
  'toast.dismiss': 'Dismiss notification',

  'auth.heroTitle': 'Medical supply orders, from request to delivery',
  'auth.heroLead': 'One portal for medical companies, review teams and the warehouse.',
  'auth.feature.tracking': 'Real-time order tracking',
  'auth.feature.approval': 'Four-level approval flow',
  'auth.feature.warehouse': 'Warehouse inventory, shipping and delivery',
  'auth.feature.reports': 'Reports and analytics',

  'auth.login.title': 'Sign in',
  'auth.login.subtitle': 'Enter your email and password to access the portal.',
  'auth.login.email': 'Email',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign In',
  'auth.login.busy': 'Signing in...',
  'auth.login.failedTitle': 'Login Failed',
  'auth.login.failedFallback': 'Invalid email or password',
  'auth.login.registered': 'Your account has been created. Sign in to continue.',
  'auth.login.registeredPending':
    'Your account has been created. An administrator must approve it before you can sign in.',
  'auth.login.noAccount': "Don't have an account? Sign up",

  'auth.signup.title': 'Create an account',
  'auth.signup.subtitle': 'Register to place or review medical supply orders.',
  'auth.signup.name': 'Full Name',
  'auth.signup.email': 'Email',
  'auth.signup.role': 'Role',
  'auth.signup.rolePlaceholder': 'Select your role',
  'auth.signup.company': 'Medical Company',
  'auth.signup.companyPlaceholder': 'Select your company',
  'auth.signup.password': 'Password',
  'auth.signup.passwordHint': 'At least {min} characters.',
  'auth.signup.confirmPassword': 'Confirm Password',
  'auth.signup.submit': 'Create Account',
  'auth.signup.busy': 'Creating Account...',
  'auth.signup.failed': 'Registration failed',
  'auth.signup.haveAccount': 'Already have an account? Sign in',

  ...validationMessages,

  'role.MEDICAL_COMPANY': ROLE_LABELS.MEDICAL_COMPANY,
  'role.CREDIT_TEAM': ROLE_LABELS.CREDIT_TEAM,
  'role.HIGHER_AUTHORITY': ROLE_LABELS.HIGHER_AUTHORITY,
  'role.WAREHOUSE_MANAGER': ROLE_LABELS.WAREHOUSE_MANAGER,
  'role.ADMIN': ROLE_LABELS.ADMIN,
  'role.salesRep': SALES_REP_LABEL,

  'nav.label': 'Main navigation',
  'nav.dashboard': 'Dashboard',
  'nav.newOrder': 'New Order',
  'nav.myOrders': 'My Orders',
  'nav.creditQueue': 'Sales & Collection Review',
  'nav.higherQueue': 'Credit Review',
  'nav.warehouse': 'Warehouse',
  'nav.printQueue': 'Print Queue',
  'nav.accounts': 'Accounts',
  'nav.audit': 'Audit',
  'nav.settings': 'Settings',
  'nav.logout': 'Logout',
  'nav.signedInAs': 'Signed in as',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to main content',

  'header.users': 'Users',
  'header.usersTooltip': 'See who is online',

  'users.title': 'User Status',
  'users.description': 'Everyone with an account, and who is online right now.',
  'users.online': 'Online',
  'users.offline': 'Offline',
  'users.lastSeen': 'Last seen {relative} ago',

  'users.empty': 'No users found',
  'users.loadFailed': 'Could not load users: {message}',
  'users.count': '{online} online of {total}',

  'page.dashboard': 'Dashboard',
  'page.newOrder': 'New Order',
  'page.settings': 'Settings',
  'page.accounts': 'Accounts',
  'page.audit': 'Audit trail',
  'page.notFound': 'Page Not Found',

  'dashboard.welcome': 'Welcome back, {name}',
  'dashboard.welcomeCompany': 'Welcome back, {name} — {company}',

  'settings.home': 'Home',
  'settings.appInfo.title': 'Application Information',
  'settings.appInfo.description':
    'Tawreed is proprietary software built for supply-chain use: ordering, approving and delivering medical supplies.',
  'settings.appInfo.application': 'Application',
  'settings.appInfo.applicationValue': 'Tawreed medical-supply order portal',
  'settings.appInfo.license': 'License',
  'settings.appInfo.licenseValue': 'Proprietary. All rights reserved.',
  'settings.appInfo.purpose': 'Built for',
  'settings.appInfo.purposeValue': 'Supply-chain use by medical companies, review teams and the warehouse',
  'settings.appInfo.region': 'Region and currency',
  'settings.appInfo.regionValue': 'Saudi Arabia, {currency}',
  'settings.appInfo.timeZone': 'Time zone',
  'settings.account.title': 'Your Account',
  'settings.account.name': 'Name',
  'settings.account.email': 'Email',
  'settings.account.role': 'Role',
  'settings.account.company': 'Company',

  'settings.language.title': 'Language',
  'settings.language.description':
    'The language of the portal, your notifications and the messages you receive. It is kept on your account.',
  'settings.language.saved': 'Language saved',
  'settings.language.saveFailed': 'Could not save the language: {message}',

  'language.label': 'Language',
  'language.switchTo': 'Switch the language to {language}',
  'language.en': 'English',
  'language.ar': 'العربية',

  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to Dashboard',

  ...enDashboard,
  ...enOrder,
  ...enWebhooks,
  ...enAccounts,
  ...enAudit,
  ...enSettings,
  ...enMfa,
  ...enInventory,
  ...enCredit,
  ...enPrices,
} as const;

export type MessageKey = keyof typeof en;
/** The shape every catalog must have: the same keys, any text. */
export type Messages = Record<MessageKey, string>;
