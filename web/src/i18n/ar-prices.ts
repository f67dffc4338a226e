import type { enPrices } from './en-prices';

/** Price lists in Arabic (mirrors en-prices.ts). */
export const arPrices: Record<keyof typeof enPrices, string> = {
  'page.priceLists': 'قوائم الأسعار',
  'page.priceList': 'قائمة الأسعار {name}',
  'priceLists.link': 'قوائم الأسعار',
  'priceLists.description':
    'الأسعار التي يُفحص بها كل بند في الطلب: قائمة العميل الخاصة ما دامت سارية، وإلا القائمة الافتراضية.',
  'priceLists.noAccess': 'تُعرض قوائم الأسعار للموظفين فقط.',
  'priceLists.loading': 'جارٍ تحميل قوائم الأسعار...',
  'priceLists.empty': 'لا توجد قوائم أسعار بعد.',
  'priceLists.list': 'قوائم الأسعار',
  'priceLists.col.name': 'الاسم',
  'priceLists.col.validFrom': 'سارية من',
  'priceLists.col.validTo': 'سارية إلى',
  'priceLists.col.items': 'الأصناف',
  'priceLists.col.clients': 'العملاء',
  'priceLists.col.default': 'الافتراضية',
  'priceLists.open': 'فتح',
  'priceLists.isDefault': 'القائمة الافتراضية',
  'priceLists.makeDefault': 'اجعلها الافتراضية',
  'priceLists.makeDefaultNamed': 'اجعلها الافتراضية: {name}',
  'priceLists.madeDefault': 'أصبحت {name} القائمة الافتراضية',
  'priceLists.back': 'العودة إلى قوائم الأسعار',
  'priceLists.items': 'الأصناف ({count})',
  'priceLists.noItems': 'لا أصناف في هذه القائمة بعد.',
  'priceLists.col.itemCode': 'رمز الصنف',
  'priceLists.col.price': 'السعر (ريال سعودي)',
  'priceLists.itemsDescription': 'كل رمز صنف بسعره؛ يُفتح التصدير في أي برنامج جداول ويُستورد مرة أخرى.',
  'priceLists.export': 'تصدير',
  'priceLists.import.title': 'استيراد الأصناف',
  'priceLists.import.description':
    'جدول برموز الأصناف وأسعارها (‎.xlsx أو ‎.csv): يُضاف إلى القائمة، ويُحدَّث السعر إن كان الرمز فيها.',
  'priceLists.import.file': 'ملف قائمة الأسعار',
  'priceLists.import.submit': 'استيراد الأصناف',
  'priceLists.import.done': 'أُضيف {created}، وحُدِّث {updated}، وبقي {unchanged} دون تغيير',
} as const;
