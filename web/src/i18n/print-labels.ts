import { AR } from '@tawreed/domain';
import { en, type MessageKey } from './en';

/**
 * The printable pick list and delivery note carry every label in English and Arabic side by
 * side, as documents in Saudi Arabia customarily do (DESIGN §9), whatever the portal's
 * language. English is the portal's English catalog; Arabic the domain catalog's where it
 * has the label, written here otherwise.
 */
export const PRINT_LABELS_AR = {
  'app.name': 'توريد',
  'printView.pickList': 'قائمة التجهيز',
  'printView.deliveryNote': 'مذكرة التسليم',
  'warehouse.pickList': 'رقم قائمة التجهيز',
  'warehouse.deliveryNote': 'رقم مذكرة التسليم',
  'printView.orderId': 'الطلب',
  'warehouse.printedAt': 'تاريخ الطباعة',
  'lines.clientName': AR.colClientName,
  'lines.accountNo': AR.colAccountNo,
  'lines.medicalCompany': AR.colMedicalCompany,
  'lines.regionArea': 'المنطقة - المدينة',
  'lines.orderDate': AR.colOrderDate,
  'lines.totalValue': 'القيمة الإجمالية (ريال سعودي)',
  'lines.vat': 'ضريبة القيمة المضافة',
  'lines.vatTotal': 'ضريبة القيمة المضافة (ريال سعودي)',
  'lines.payable': 'المستحق شامل الضريبة (ريال سعودي)',
  'lines.itemCode': AR.labelItemCode,
  'lines.itemDescription': AR.labelItemDescription,
  'lines.quantity': AR.labelQty,
  'lines.bonus': AR.labelBonus,
  'lines.publicPrice': AR.labelPublicPrice,
  'lines.discount': AR.labelDiscPercent,
  'lines.netValue': AR.labelNetValue,
  'printView.picked': 'تم التجهيز',
  'printView.pickedBy': 'جهّزه (الاسم، التوقيع، التاريخ)',
  'printView.receivedBy': 'استلمه (الاسم، التوقيع، التاريخ)',
  'printView.checkedBy': 'راجعه (الاسم، التوقيع، التاريخ)',
} as const satisfies Partial<Record<MessageKey, string>>;

export type PrintLabelKey = keyof typeof PRINT_LABELS_AR;

/** A print label in both languages. */
export function printLabel(key: PrintLabelKey): { en: string; ar: string } {
  return { en: en[key], ar: PRINT_LABELS_AR[key] };
}

/** "English / العربية", for an accessible name. */
export const printLabelText = (key: PrintLabelKey) => `${en[key]} / ${PRINT_LABELS_AR[key]}`;
