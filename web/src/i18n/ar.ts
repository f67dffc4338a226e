import type { MESSAGES } from '@tawreed/domain';
import { arAccounts } from './ar-accounts';
import { arAudit } from './ar-audit';
import { arCredit } from './ar-credit';
import { arDashboard } from './ar-dashboard';
import { arInventory } from './ar-inventory';
import { arMfa } from './ar-mfa';
import { arOrder } from './ar-order';
import { arPrices } from './ar-prices';
import { arSettings } from './ar-settings';
import { arWebhooks } from './ar-webhooks';
import type { Messages } from './en';

/** SPEC §5's validation messages in Arabic, under the same `validation.*` keys as en.ts. */
const arValidation: { readonly [K in keyof typeof MESSAGES as `validation.${K}`]: string } = {
  'validation.invalidEmail': 'يرجى إدخال بريد إلكتروني صحيح',
  'validation.passwordRequired': 'كلمة المرور مطلوبة',
  'validation.passwordsDoNotMatch': 'كلمتا المرور غير متطابقتين',
  'validation.passwordTooShort': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'validation.requiredFields': 'يرجى تعبئة جميع الحقول المطلوبة',
  'validation.companyRequired': 'الشركة الطبية مطلوبة',
  'validation.clientNameRequired': 'اسم العميل مطلوب',
  'validation.orderDateRequired': 'تاريخ الطلب مطلوب',
  'validation.regionRequired': 'المنطقة مطلوبة',
  'validation.areaRequired': 'المدينة مطلوبة',
  'validation.atLeastOneLine': 'يجب أن يحتوي الطلب على بند واحد على الأقل',
  'validation.itemCodeRequired': 'رمز الصنف مطلوب',
  'validation.itemDescriptionRequired': 'وصف الصنف مطلوب',
  'validation.quantityPositive': 'يجب أن تكون الكمية موجبة',
  'validation.invalidFileType': 'نوع الملف غير مسموح',
  'validation.fileTooLarge': 'الملف كبير جدًا',
  'validation.poTooLarge': 'يجب أن يكون ملف أمر الشراء أصغر من 10 ميغابايت',
  'validation.invalidPoType': 'نوع ملف أمر الشراء غير مسموح',
  'validation.invalidOrderFormType': 'نوع ملف نموذج الطلب غير مسموح',
  'validation.reviewCommentMin': 'يجب ألا يقل التعليق عن 10 أحرف.',
  'validation.reviewCommentMax': 'يجب ألا يزيد التعليق على 500 حرف.',
  'validation.appealCommentMin': 'يجب ألا يقل تعليق الاعتراض عن 3 أحرف.',
  'validation.appealCommentMax': 'يجب ألا يزيد تعليق الاعتراض على 1000 حرف.',
  'validation.appealRejectionReasonRequired': 'يرجى ذكر سبب رفض الاعتراض.',
  'validation.appealRejectionReasonMax': 'يجب ألا يزيد سبب الرفض على 500 حرف.',
  'validation.expectedDateRequired': 'يرجى اختيار تاريخ التسليم المتوقع',
  'validation.expectedDateNotPast': 'لا يمكن أن يكون تاريخ التسليم المتوقع قبل اليوم',
  'validation.notDeliveredReasonRequired': 'يرجى ذكر سبب عدم التسليم',
  'validation.invoiceTooLarge': 'يجب أن يكون حجم الملف أقل من 10 ميغابايت',
  'validation.invoiceInvalidType': 'يرجى اختيار صورة أو ملف PDF صالح',
};

/**
 * The Arabic catalog: typed `Messages`, so a key missing here (or only here) fails the type
 * check; web/test/catalogs.test.ts checks the same at run time, placeholders included.
 */
export const ar: Messages = {
  'app.name': 'توريد',
  'app.tagline': 'طلبات المستلزمات الطبية',
  'app.documentTitle': '{title} · توريد',

  'common.loading': 'جارٍ التحميل',
  'common.loadingEllipsis': 'جارٍ التحميل...',
  'common.close': 'إغلاق',
  'common.networkError': 'حدث خطأ في الشبكة',
  'common.genericError': 'حدث خطأ',
  'time.lessThanAMinute': 'أقل من دقيقة',
  'date.withHijri': '{date} · {hijri}',

  'toast.regionLabel': 'الإشعارات ({hotkey})',
  'toast.label': 'إشعار',
  'toast.success': 'تم بنجاح',
  'toast.warning': 'تنبيه',
  'toast.info': 'معلومة',
  'toast.error': 'خطأ',
  'toast.dismiss': 'إغلاق الإشعار',

  'auth.heroTitle': 'طلبات المستلزمات الطبية، من الطلب حتى التسليم',
  'auth.heroLead': 'بوابة واحدة للشركات الطبية وفرق المراجعة والمستودع.',
  'auth.feature.tracking': 'تتبّع الطلبات لحظيًا',
  'auth.feature.approval': 'اعتماد على أربعة مستويات',
  'auth.feature.warehouse': 'مخزون المستودع والشحن والتسليم',
  'auth.feature.reports': 'التقارير والتحليلات',

  'auth.login.title': 'تسجيل الدخول',
  'auth.login.subtitle': 'أدخل بريدك الإلكتروني وكلمة المرور للدخول إلى البوابة.',
  'auth.login.email': 'البريد الإلكتروني',
  'auth.login.password': 'كلمة المرور',
  'auth.login.submit': 'تسجيل الدخول',
  'auth.login.busy': 'جارٍ تسجيل الدخول...',
  'auth.login.failedTitle': 'تعذّر تسجيل الدخول',
  'auth.login.failedFallback': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'auth.login.registered': 'أُنشئ حسابك. سجّل الدخول للمتابعة.',
  'auth.login.registeredPending': 'أُنشئ حسابك. يجب أن يعتمده مسؤول النظام قبل أن تتمكن من تسجيل الدخول.',
  'auth.login.noAccount': 'ليس لديك حساب؟ أنشئ حسابًا',

  'auth.signup.title': 'إنشاء حساب',
  'auth.signup.subtitle': 'سجّل لتقديم طلبات المستلزمات الطبية أو مراجعتها.',
  'auth.signup.name': 'الاسم الكامل',
  'auth.signup.email': 'البريد الإلكتروني',
  'auth.signup.role': 'الدور',
  'auth.signup.rolePlaceholder': 'اختر دورك',
  'auth.signup.company': 'الشركة الطبية',
  'auth.signup.companyPlaceholder': 'اختر شركتك',
  'auth.signup.password': 'كلمة المرور',
  'auth.signup.passwordHint': '{min} أحرف على الأقل.',
  'auth.signup.confirmPassword': 'تأكيد كلمة المرور',
  'auth.signup.submit': 'إنشاء الحساب',
  'auth.signup.busy': 'جارٍ إنشاء الحساب...',
  'auth.signup.failed': 'تعذّر التسجيل',
  'auth.signup.haveAccount': 'لديك حساب بالفعل؟ سجّل الدخول',

  ...arValidation,

  'role.MEDICAL_COMPANY': 'شركة طبية',
  'role.CREDIT_TEAM': 'مراجعة المبيعات والتحصيل',
  'role.HIGHER_AUTHORITY': 'مراجعة الائتمان',
  'role.WAREHOUSE_MANAGER': 'مدير المستودع',
  'role.ADMIN': 'مسؤول النظام',
  'role.salesRep': 'مندوب المبيعات',

  'nav.label': 'التنقل الرئيسي',
  'nav.dashboard': 'لوحة التحكم',
  'nav.newOrder': 'طلب جديد',
  'nav.myOrders': 'طلباتي',
  'nav.creditQueue': 'مراجعة المبيعات والتحصيل',
  'nav.higherQueue': 'مراجعة الائتمان',
  'nav.warehouse': 'المستودع',
  'nav.printQueue': 'قائمة الطباعة',
  'nav.accounts': 'الحسابات',
  'nav.audit': 'التدقيق',
  'nav.settings': 'الإعدادات',
  'nav.logout': 'تسجيل الخروج',
  'nav.signedInAs': 'مسجّل الدخول باسم',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.skipToContent': 'الانتقال إلى المحتوى الرئيسي',

  'header.users': 'المستخدمون',
  'header.usersTooltip': 'من المتصل الآن',

  'users.title': 'حالة المستخدمين',
  'users.description': 'كل من لديه حساب، ومن المتصل الآن.',
  'users.online': 'متصل',
  'users.offline': 'غير متصل',
  'users.lastSeen': 'آخر ظهور قبل {relative}',
  'users.empty': 'لا يوجد مستخدمون',
  'users.loadFailed': 'تعذّر تحميل المستخدمين: {message}',
  'users.count': '{online} متصل من {total}',

  'page.dashboard': 'لوحة التحكم',
  'page.newOrder': 'طلب جديد',
  'page.settings': 'الإعدادات',
  'page.accounts': 'الحسابات',
  'page.audit': 'سجل التدقيق',
  'page.notFound': 'الصفحة غير موجودة',

  'dashboard.welcome': 'مرحبًا بعودتك، {name}',
  'dashboard.welcomeCompany': 'مرحبًا بعودتك، {name} — {company}',

  'settings.home': 'الرئيسية',
  'settings.appInfo.title': 'معلومات التطبيق',
  'settings.appInfo.description':
    'توريد برنامج مملوك صُمّم لسلاسل الإمداد: طلب المستلزمات الطبية واعتمادها وتسليمها.',
  'settings.appInfo.application': 'التطبيق',
  'settings.appInfo.applicationValue': 'بوابة توريد لطلبات المستلزمات الطبية',
  'settings.appInfo.license': 'الترخيص',
  'settings.appInfo.licenseValue': 'برنامج مملوك. جميع الحقوق محفوظة.',
  'settings.appInfo.purpose': 'صُمّم لـ',
  'settings.appInfo.purposeValue': 'سلاسل الإمداد لدى الشركات الطبية وفرق المراجعة والمستودع',
  'settings.appInfo.region': 'البلد والعملة',
  'settings.appInfo.regionValue': 'المملكة العربية السعودية، {currency}',
  'settings.appInfo.timeZone': 'المنطقة الزمنية',
  'settings.account.title': 'حسابك',
  'settings.account.name': 'الاسم',
  'settings.account.email': 'البريد الإلكتروني',
  'settings.account.role': 'الدور',
  'settings.account.company': 'الشركة',

  'settings.language.title': 'اللغة',
  'settings.language.description': 'لغة البوابة وإشعاراتك والرسائل التي تصلك. تُحفظ في حسابك.',
  'settings.language.saved': 'حُفظت اللغة',
  'settings.language.saveFailed': 'تعذّر حفظ اللغة: {message}',

  'language.label': 'اللغة',
  'language.switchTo': 'تغيير اللغة إلى {language}',
  'language.en': 'English',
  'language.ar': 'العربية',

  'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
  'notFound.home': 'الذهاب إلى لوحة التحكم',

  ...arDashboard,
  ...arOrder,
  ...arWebhooks,
  ...arAccounts,
  ...arAudit,
  ...arSettings,
  ...arMfa,
  ...arInventory,
  ...arCredit,
  ...arPrices,
};
