import type { Area, Region } from '../constants.js';
import type { Role } from '../roles.js';
import type { DeliveryStatus, OrderStatus } from '../statuses.js';
import { AR_FEATURES } from './ar-features.js';
import { AR_SPEC } from './ar-spec.js';
import type { Catalog } from './en.js';

/** The Arabic catalog: typed as a Catalog, so a key the English catalog has and this one lacks fails the typecheck. */
export const AR = {
  ...AR_SPEC,
  ...AR_FEATURES,
  // Clients and credit (domain/src/clients.ts, credit.ts; service/src/features/clients).
  labelOverrideReason: 'سبب التجاوز',
  labelAccountNo: 'رقم الحساب',
  labelName: 'الاسم',
  labelNameAr: 'الاسم بالعربية',
  labelStreet: 'الشارع',
  labelDistrict: 'الحي',
  labelCity: 'المدينة',
  labelRegionField: 'منطقة العميل',
  labelAreaField: 'محافظة العميل',
  labelCreditLimit: 'حد الائتمان',
  labelStatusReason: 'سبب الحالة',
  labelLicenceNumber: 'رقم الترخيص',
  labelLicenceExpiry: 'تاريخ انتهاء الترخيص',
  labelDocumentNumber: 'رقم المستند',
  labelDocumentDate: 'تاريخ المستند',
  labelDueDate: 'تاريخ الاستحقاق',
  labelAmount: 'المبلغ',
  labelOpenAmount: 'المبلغ المفتوح',
  labelPaymentDate: 'تاريخ الدفعة',
  labelReference: 'المرجع',
  amountFormat: 'يجب أن يكون {label} مبلغًا من 0 إلى {max} بخانتين عشريتين على الأكثر',
  amountPositive: 'يجب أن يكون {label} أكبر من 0',
  vatNumberFormat: 'يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
  crNumberFormat: 'يجب أن يتكون رقم السجل التجاري من 10 أرقام',
  buildingNumberFormat: 'يجب أن يتكون رقم المبنى من 4 أرقام',
  postalCodeFormat: 'يجب أن يتكون الرمز البريدي من 5 أرقام',
  additionalNumberFormat: 'يجب أن يتكون الرقم الإضافي من 4 أرقام',
  paymentTermsRange: 'يجب أن تكون مدة السداد عددًا صحيحًا من الأيام بين 0 و{max}',
  clientStatusValues: 'يجب أن تكون الحالة ACTIVE أو ON_HOLD أو BLOCKED',
  statusReasonRequired: 'اذكر السبب عند إيقاف العميل مؤقتًا أو حظره',
  receivableKindValues: 'يجب أن يكون النوع INVOICE أو CREDIT_NOTE',
  paymentDateFuture: 'لا يمكن أن يكون تاريخ الدفع بعد اليوم',
  paymentMethodValues: 'يجب أن تكون طريقة الدفع BANK_TRANSFER أو CHEQUE أو CASH أو CARD أو OTHER',
  openAboveAmount: 'يجب ألا يتجاوز المبلغ المفتوح مبلغ المستند',
  dueBeforeDate: 'يجب ألا يسبق تاريخ الاستحقاق تاريخ المستند',
  overrideReasonMin: 'يجب ألا يقل سبب التجاوز عن 10 أحرف.',
  overrideReasonMax: 'يجب ألا يزيد سبب التجاوز عن 500 حرف.',
  creditChangeReason: 'اذكر سببًا (من 3 إلى 500 حرف) لتغيير حد الائتمان أو مدة السداد أو الحالة',
  clientEditForbidden: 'لا يعدّل العملاء إلا فريق مراجعة المبيعات والتحصيل وفريق مراجعة الائتمان والمسؤولون',
  paymentsForbidden: 'لا يسجّل الدفعات والذمم المدينة إلا فريق مراجعة المبيعات والتحصيل والمسؤولون',
  clientExists: 'العميل {accountNo} موجود بالفعل',
  clientUnknownRow: 'عميل غير معروف {accountNo}: أضفه إلى سجل العملاء أولًا',
  accountTwice: 'الحساب {accountNo} مكرر في هذا الاستيراد',
  documentTwice: 'المستند {number} مكرر في هذا الاستيراد',
  paymentExists: 'الدفعة {reference} للحساب {accountNo} مسجلة من قبل',
  paymentTwice: 'الدفعة {reference} للحساب {accountNo} مكررة في هذا الاستيراد',
  accountNoCharacters:
    'رقم الحساب يقبل الحروف اللاتينية من A إلى Z والأرقام والمسافات و - _ . / # فقط (دون حروف مشابهة من لغات أخرى)',
  importNoRows: 'لا يحتوي الاستيراد على أي صفوف',
  whatClient: 'العميل',
  creditRefusalBlocked: 'فحص الائتمان يمنع هذه الموافقة: {codes}',
  creditRefusalOverride: 'فحص الائتمان يتطلب سبب تجاوز للموافقة: {codes}',
  creditBlocked: 'العميل محظور: {reason}',
  creditLicenceExpired: 'انتهى ترخيص المنشأة في {date}',
  creditOverLimit: 'تجاوز حد الائتمان بمبلغ {amountSAR} ريال (المديونية {exposureSAR}، الحد {limitSAR})',
  creditOverdue: 'مبلغ {amountSAR} ريال متأخر السداد، أقدمه منذ {days} يومًا',
  creditOnHold: 'العميل موقوف مؤقتًا: {reason}',
  creditClientUnknown: 'الحساب {accountNo} غير موجود في سجل العملاء',
  creditNoLimit: 'لم يُحدَّد حد ائتمان لهذا العميل',
  creditLicenceExpiring: 'ينتهي ترخيص المنشأة في {date}، بعد {days} يومًا',
  priceMismatch:
    'السطر {row}: سعر {itemCode} هو {givenSAR} ريال؛ وقائمة الأسعار تقول {expectedSAR} ريال ({differencePercent}%)',
  itemUnknown: 'السطر {row}: الصنف {itemCode} غير موجود في الكتالوج ولا في قائمة الأسعار',
  priceListEndsBeforeStart: 'يجب ألا تنتهي القائمة قبل أن تبدأ',
  labelValidFrom: 'صالحة من',
  labelValidTo: 'صالحة حتى',
  labelPrice: 'السعر (ريال)',
  priceListEditForbidden: 'لا يعدّل قوائم الأسعار إلا فريق مراجعة الائتمان والمسؤولون',
  priceListUnknown: 'لا توجد قائمة أسعار بهذا المعرّف',
  clientPriceListChanged: 'تغيّرت قائمة الأسعار المخصصة',
  whatPriceList: 'قائمة الأسعار',
  priceItemRepeated: 'الصنف {itemCode} مذكور أكثر من مرة (أول مرة في الصف {first})',
  // Database constraints as answers (service/src/db/constraints.ts), issue 27.
  labelGtin: 'رمز GTIN',
  labelEmail: 'البريد الإلكتروني',
  labelWarehouse: 'المستودع',
  labelIdempotencyKey: 'مفتاح Idempotency-Key',
  labelRecord: 'قيمة',
  valueTaken: 'قيمة «{label}» مستخدمة في سجل آخر',
  referenceMissing: 'قيمة «{label}» تشير إلى سجل غير موجود',
  scannedGtinTaken: 'رمز GTIN الممسوح {gtin} مسجّل لصنف آخر',
  importTooManyRows: 'يحتوي الملف على أكثر من {max} صف؛ يقبل الاستيراد {max} صف على الأكثر',
  importStoppedAt:
    'الصف {row}: تغيّر المخزون أثناء الاستيراد؛ استُلمت الصفوف التي قبله، ولم يُستلم هذا الصف وما بعده',
  unknownWarehouse: 'مستودع غير معروف',
  unknownItemNeedsDescription: 'صنف غير معروف: أدخل رمز الصنف ووصفه لإضافته',
  unknownOrder: 'طلب غير معروف',
  fileInOtherStore:
    'نُقل هذا الملف إلى مخزن ملفات آخر؛ يجب إعادة تشغيل هذه النسخة من الخدمة بالإعداد FILE_STORE={store} لتقديمه',
  // Webhook targets (service/src/features/webhooks/targets.ts).
  webhookUrlInvalid: 'الرابط غير صالح',
  webhookHttpsOnly: 'يجب أن يستخدم الرابط https',
  webhookNoCredentials: 'لا يجوز أن يحتوي الرابط على بيانات دخول',
  webhookHostUnresolved: 'تعذّر العثور على عنوان المضيف {host}',
  webhookNotGlobal:
    'يشير الرابط إلى عنوان غير عام (خاص أو محلي أو ربط محلي أو محجوز، أو أحدها داخل عنوان IPv6)',
  mfaCodeInvalid: 'الرمز غير صحيح أو منتهي الصلاحية أو مستخدم من قبل',
  mfaEnrolmentRequired: 'يرجى إعداد عامل تحقق ثانٍ قبل المتابعة',
  mfaNoPendingSignIn: 'سجّل الدخول بالبريد الإلكتروني وكلمة المرور أولًا',
  mfaAlreadyEnrolled: 'تطبيق المصادقة مُعدّ لهذا الحساب بالفعل',
  mfaNotEnrolled: 'لا يوجد تطبيق مصادقة قيد الإعداد لهذا الحساب',
  mfaCodeRequired: 'أدخل الرمز من تطبيق المصادقة أو رمز استرداد',
  mfaConfirmationRequired: 'أدخل رمزًا من تطبيق المصادقة أو رمز استرداد، أو أكّد بمفتاح مرور',
  mfaTokenNeedsSecondFactor: 'سجّل الدخول بعامل التحقق الثاني قبل إنشاء رمز API',
  whatSecondFactor: 'عامل التحقق الثاني',
  passkeyInvalid: 'لم يُقبل مفتاح المرور',
  passkeyNameRequired: 'أدخل اسمًا لمفتاح المرور',
  whatPasskey: 'مفتاح المرور',
} as const satisfies Catalog;

export const AR_ORDER_STATUS: Record<OrderStatus, string> = {
  SUBMITTED: 'مُقدَّم',
  PENDING_CREDIT: 'بانتظار مراجعة المبيعات والتحصيل',
  NEEDS_CHANGES: 'بحاجة إلى تعديلات',
  RESUBMITTED: 'أُعيد تقديمه',
  REJECTED: 'مرفوض',
  PENDING_HIGHER: 'بانتظار مراجعة الائتمان',
  APPEAL_REVIEW: 'مراجعة الاعتراض',
  PENDING_WAREHOUSE: 'بانتظار المستودع',
  READY_TO_PRINT: 'جاهز للطباعة',
  PRINTED: 'مطبوع',
  ORDER_DISPATCHED: 'تم الشحن',
  ORDER_TRANSPORTED: 'تم النقل',
  ORDER_DELIVERED: 'تم التسليم',
};

export const AR_DELIVERY_STATUS: Record<DeliveryStatus, string> = {
  PENDING_DELIVERY: 'بانتظار التسليم',
  DISPATCHED: 'تم الشحن',
  IN_TRANSIT: 'قيد النقل',
  DELIVERED: 'تم التسليم',
  NOT_DELIVERED: 'لم يُسلَّم',
};

export const AR_ROLE: Record<Role, string> = {
  MEDICAL_COMPANY: 'شركة طبية',
  CREDIT_TEAM: 'مراجعة المبيعات والتحصيل',
  HIGHER_AUTHORITY: 'مراجعة الائتمان',
  WAREHOUSE_MANAGER: 'مدير المستودع',
  ADMIN: 'المسؤول',
};

/** The regions' names in Arabic (SPEC's English names stay the values stored and sent). */
export const AR_REGION: Record<Region, string> = {
  'Riyadh-Central': 'المنطقة الوسطى (الرياض)',
  'Western Region': 'المنطقة الغربية',
  'Eastern Region': 'المنطقة الشرقية',
  'Southern Region': 'المنطقة الجنوبية',
};

/** The areas' (cities') names in Arabic. */
export const AR_AREA: Record<Area, string> = {
  Riyadh: 'الرياض',
  Jeddah: 'جدة',
  Mecca: 'مكة المكرمة',
  Medina: 'المدينة المنورة',
  Dammam: 'الدمام',
  Khobar: 'الخبر',
  Dhahran: 'الظهران',
  Taif: 'الطائف',
  Qassim: 'القصيم',
  Tabuk: 'تبوك',
  Abha: 'أبها',
  'Khamis Mushait': 'خميس مشيط',
  Jizan: 'جازان',
  Najran: 'نجران',
};
