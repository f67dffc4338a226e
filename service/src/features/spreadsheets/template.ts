/**
 * Order_Template.xlsx (SPEC §7 sample-template): the parse format of DESIGN §4 with example
 * lines, a TOTAL row and instructions. The template is the format: parsing it gives its
 * example lines and no errors.
 */
import {
  addMoney,
  computeOrderLine,
  type Lang,
  type OrderLine,
  type OrderLineInput,
  translate,
} from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { templateHeaders } from './columns.js';

export const TEMPLATE_FILE_NAME = 'Order_Template.xlsx';

/** Realistic example lines (prices in SAR, discount in percent, bonus in SAR). */
export const TEMPLATE_EXAMPLES: readonly OrderLineInput[] = [
  {
    itemCode: 'MED-10452',
    itemDescription: 'Nitrile examination gloves, powder-free, size M (box of 100)',
    publicPrice: '45.50',
    discount: '10',
    quantity: '20',
    bonus: '0',
  },
  {
    itemCode: 'PHA-20318',
    itemDescription: 'Paracetamol 500 mg tablets (pack of 24)',
    publicPrice: '8.35',
    discount: '10',
    quantity: '50',
    bonus: '0',
  },
  {
    itemCode: 'SUR-30977',
    itemDescription: 'Disposable syringe 5 ml with 23G needle (box of 100)',
    publicPrice: '62.00',
    discount: '5.5',
    quantity: '12',
    bonus: '15.00',
  },
];

export const TEMPLATE_INSTRUCTIONS = [
  'How to fill in this order template',
  '',
  '1. Keep the header row exactly as it is: Item Code, Item Description, Public Price, Disc %, Qty, Net Value, Gross Value, Bonus.',
  '2. Replace the example rows with your items, one item per row, above the TOTAL row. Insert more rows above TOTAL as needed (at most 5,000).',
  '3. Item Code, Item Description, Public Price and Qty are required. Qty is a whole number of at least 1.',
  '4. Public Price and Bonus are amounts in SAR (up to 2 decimals); Disc % is a percentage from 0 to 100 (10 means 10%).',
  '5. Net Value = Public Price x (1 - Disc % / 100) x Qty, rounded to 2 decimals; Gross Value = Net Value + Bonus. The portal recalculates both, so you may leave them empty.',
  '6. Everything from the TOTAL row down is ignored, and only the first sheet is read.',
  '7. Save as .xlsx (or CSV UTF-8) and upload it on the New Order page. Rows with problems are listed by row number; the other rows are still imported.',
];

/** The same instructions in Arabic (DESIGN §9); the headings they name are the Arabic template's. */
export const TEMPLATE_INSTRUCTIONS_AR = [
  'طريقة تعبئة نموذج الطلب',
  '',
  '1. أبقِ صف العناوين كما هو: رمز الصنف، وصف الصنف، سعر الجمهور، نسبة الخصم %، الكمية، القيمة الصافية، القيمة الإجمالية، البونص (ويقبل النظام العناوين الإنجليزية أيضًا).',
  '2. استبدل صفوف المثال بأصنافك، صنف واحد في كل صف، فوق صف الإجمالي. أدرج صفوفًا أخرى فوقه عند الحاجة (5,000 صف على الأكثر).',
  '3. رمز الصنف ووصف الصنف وسعر الجمهور والكمية حقول مطلوبة. الكمية عدد صحيح لا يقل عن 1.',
  '4. سعر الجمهور والبونص مبالغ بالريال السعودي (حتى خانتين عشريتين)؛ ونسبة الخصم % نسبة مئوية من 0 إلى 100 (10 تعني 10%).',
  '5. القيمة الصافية = سعر الجمهور × (1 - نسبة الخصم / 100) × الكمية، مقربة إلى خانتين عشريتين؛ والقيمة الإجمالية = القيمة الصافية + البونص. يعيد النظام حسابهما، فيمكنك تركهما فارغتين.',
  '6. يُتجاهل كل ما يبدأ من صف الإجمالي فما دونه، ولا تُقرأ إلا الورقة الأولى.',
  '7. احفظ الملف بصيغة .xlsx (أو CSV UTF-8) وارفعه في صفحة الطلب الجديد. تُعرض الصفوف التي فيها أخطاء بأرقامها، وتُستورد بقية الصفوف.',
];

const TEMPLATE_NOTE: Record<Lang, string> = {
  en: 'Note: add one row per item above the TOTAL row; rows from TOTAL down are ignored. See the Instructions sheet.',
  ar: 'ملاحظة: أضف صفًا لكل صنف فوق صف الإجمالي؛ ويُتجاهل ما يبدأ من صف الإجمالي فما دونه. راجع ورقة التعليمات.',
};

const SAR_FORMAT = '#,##0.00';

/** The example lines exactly as the portal computes them. */
export function templateExampleLines(): OrderLine[] {
  return TEMPLATE_EXAMPLES.map((line) => computeOrderLine(line));
}

/** Order_Template.xlsx in `lang`: headings, TOTAL, note and instructions; the numbers are the same. */
export async function buildSampleTemplate(lang: Lang = 'en'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tawreed';
  workbook.created = new Date(Date.UTC(2025, 0, 1));
  workbook.modified = workbook.created;

  const sheet = workbook.addWorksheet(lang === 'ar' ? 'بنود الطلب' : 'Order Lines', {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
  });
  sheet.columns = [
    { width: 14 },
    { width: 58 },
    { width: 14, style: { numFmt: SAR_FORMAT } },
    { width: 9 },
    { width: 8 },
    { width: 14, style: { numFmt: SAR_FORMAT } },
    { width: 14, style: { numFmt: SAR_FORMAT } },
    { width: 12, style: { numFmt: SAR_FORMAT } },
  ];
  const header = sheet.addRow(templateHeaders(lang));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

  const lines = templateExampleLines();
  lines.forEach((line, index) => {
    const r = index + 2;
    sheet.addRow([
      line.itemCode,
      line.itemDescription,
      Number(line.publicPrice),
      Number(line.discount),
      line.quantity,
      // Live formulas so edits recalculate in Excel; the cached results are the exact values.
      { formula: `ROUND(C${r}*(1-D${r}/100)*E${r},2)`, result: Number(line.netValue) },
      { formula: `ROUND(F${r}+H${r},2)`, result: Number(line.grossValue) },
      Number(line.bonus),
    ]);
  });

  const first = 2;
  const last = lines.length + 1;
  const total = sheet.addRow([
    translate(lang, 'sheetTotal'),
    null,
    null,
    null,
    null,
    { formula: `SUM(F${first}:F${last})`, result: Number(addMoney('0', ...lines.map((l) => l.netValue))) },
    { formula: `SUM(G${first}:G${last})`, result: Number(addMoney('0', ...lines.map((l) => l.grossValue))) },
    null,
  ]);
  total.font = { bold: true };
  sheet.addRow([]);
  const note = sheet.addRow([TEMPLATE_NOTE[lang]]);
  note.font = { italic: true, color: { argb: 'FF666666' } };

  const instructions = workbook.addWorksheet(lang === 'ar' ? 'التعليمات' : 'Instructions', {
    views: [{ rightToLeft: lang === 'ar' }],
  });
  instructions.getColumn(1).width = 120;
  for (const text of lang === 'ar' ? TEMPLATE_INSTRUCTIONS_AR : TEMPLATE_INSTRUCTIONS)
    instructions.addRow([text]);
  instructions.getRow(1).font = { bold: true, size: 13 };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
