/**
 * `pnpm demo` (DESIGN §2): a fresh embedded database with one account per role, a sales
 * representative and realistic orders in every status, then the server, with the logins printed.
 *
 * Everything is made through the functions the API itself calls (accounts, the create-order
 * flow with its spreadsheet and files, every workflow step), on a clock that walks each order's
 * story forward from some days ago, so lines, files, history and timestamps read like real use.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AREAS,
  type MEDICAL_COMPANIES,
  ORDER_STATUSES,
  type OrderStatus,
  type REGIONS,
  type Role,
  riyadhDate,
} from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoInventory } from './demo-inventory.js';
import { createInProcessBus } from './events/types.js';
import { createAccountAsAdministrator } from './features/accounts/service.js';
import { createAccount } from './features/auth/service.js';
import type { OrderDto } from './features/orders/dto.js';
import * as orders from './features/orders/service.js';
import * as workflow from './features/workflow/service.js';
import type { Deps, SessionUser } from './http/context.js';
import type { Upload } from './http/uploads.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

type MedicalCompany = (typeof MEDICAL_COMPANIES)[number];

const DEMO_DATA_DIR = './.data/demo';
/** Written into the demo's data directory; only a directory carrying it is ever wiped. */
const DEMO_MARKER = '.tawreed-demo';
const DEMO_PASSWORD = 'Tawreed-Demo-2026';

const HOUR = 3_600_000;

// ---- accounts -----------------------------------------------------------------------------

interface DemoAccount {
  key: string;
  name: string;
  email: string;
  role: Role;
  companyName?: MedicalCompany;
  salesRep?: boolean;
  label: string;
}

const ACCOUNTS = [
  {
    key: 'wasama',
    name: 'Reem Al-Ghamdi',
    email: 'wasama@demo.tawreed.sa',
    role: 'MEDICAL_COMPANY',
    companyName: 'Wasama',
    label: 'Medical Company (Wasama)',
  },
  {
    key: 'evergreen',
    name: 'Omar Al-Zahrani',
    email: 'evergreen@demo.tawreed.sa',
    role: 'MEDICAL_COMPANY',
    companyName: 'Evergreen Inhouse',
    label: 'Medical Company (Evergreen Inhouse)',
  },
  {
    key: 'actimed',
    name: 'Noura Al-Mutairi',
    email: 'actimed@demo.tawreed.sa',
    role: 'MEDICAL_COMPANY',
    companyName: 'Actimed',
    label: 'Medical Company (Actimed)',
  },
  {
    key: 'xrose',
    name: 'Hala Al-Shammari',
    email: 'xrose@demo.tawreed.sa',
    role: 'MEDICAL_COMPANY',
    companyName: 'X Rose',
    label: 'Medical Company (X Rose)',
  },
  {
    key: 'credit',
    name: 'Sultan Al-Dosari',
    email: 'credit@demo.tawreed.sa',
    role: 'CREDIT_TEAM',
    label: 'Sales & Collection Review',
  },
  {
    key: 'higher',
    name: 'Mona Al-Qahtani',
    email: 'credit-review@demo.tawreed.sa',
    role: 'HIGHER_AUTHORITY',
    label: 'Credit Review',
  },
  {
    key: 'warehouse',
    name: 'Yousef Al-Harbi',
    email: 'warehouse@demo.tawreed.sa',
    role: 'WAREHOUSE_MANAGER',
    label: 'Warehouse Manager',
  },
  {
    key: 'rep',
    name: 'Faisal Al-Otaibi',
    email: 'sales.rep@demo.tawreed.sa',
    role: 'CREDIT_TEAM',
    salesRep: true,
    label: 'Sales representative',
  },
  {
    key: 'admin',
    name: 'Abdullah Al-Rashid',
    email: 'admin@demo.tawreed.sa',
    role: 'ADMIN',
    label: 'Administrator',
  },
] as const satisfies readonly DemoAccount[];

/** A registration waiting for the administrator, as REGISTRATION=approval leaves one (Accounts page). */
const PENDING_REGISTRATION = {
  name: 'Khalid Al-Subaie',
  email: 'new.reviewer@demo.tawreed.sa',
  role: 'CREDIT_TEAM',
} as const;
type AccountKey = (typeof ACCOUNTS)[number]['key'];
type CompanyKey = 'wasama' | 'evergreen' | 'actimed' | 'xrose';

// ---- catalogue and clients ----------------------------------------------------------------

const CATALOGUE = [
  ['AMX-500', 'Amoxicillin 500mg capsules x100', '38.50'],
  ['PCM-500', 'Paracetamol 500mg tablets x24', '6.75'],
  ['INS-GLA', 'Insulin glargine 100 IU/ml pre-filled pen x5', '212.00'],
  ['MET-850', 'Metformin 850mg tablets x60', '14.20'],
  ['OMP-20', 'Omeprazole 20mg capsules x28', '23.90'],
  ['SAL-INH', 'Salbutamol 100mcg inhaler 200 doses', '17.35'],
  ['CFX-1G', 'Ceftriaxone 1g vial for injection', '27.80'],
  ['GLV-NIT-M', 'Nitrile examination gloves, medium x100', '19.99'],
  ['MSK-3PLY', 'Surgical face masks, 3-ply x50', '12.00'],
  ['SYR-5ML', 'Sterile syringes 5ml with needle x100', '34.60'],
  ['IVC-20G', 'IV cannula 20G x50', '96.00'],
  ['GAU-1010', 'Sterile gauze swabs 10x10cm x100', '22.45'],
  ['BGS-50', 'Blood glucose test strips x50', '58.00'],
  ['ALC-PAD', 'Alcohol prep pads x200', '9.80'],
  ['THR-DIG', 'Digital clinical thermometer', '24.50'],
  ['BP-ARM', 'Automatic upper-arm blood pressure monitor', '165.00'],
  ['NS-500', 'Sodium chloride 0.9% infusion 500ml', '8.35'],
  ['ATV-20', 'Atorvastatin 20mg tablets x30', '41.10'],
  ['AML-5', 'Amlodipine 5mg tablets x30', '18.65'],
  ['VTD-50K', 'Vitamin D3 50,000 IU capsules x4', '29.00'],
] as const;

const CLIENTS: Array<[string, (typeof AREAS)[number], (typeof REGIONS)[number]]> = [
  ['Al Noor Pharmacy', 'Riyadh', 'Riyadh-Central'],
  ['Al Shifa Medical Complex', 'Jeddah', 'Western Region'],
  ['Dar Al Dawa Pharmacy', 'Dammam', 'Eastern Region'],
  ['Al Hayat Polyclinic', 'Khobar', 'Eastern Region'],
  ['Al Razi Specialist Clinics', 'Riyadh', 'Riyadh-Central'],
  ['Al Salama Pharmacy', 'Mecca', 'Western Region'],
  ['Taibah Medical Center', 'Medina', 'Western Region'],
  ['Al Janoub Hospital', 'Abha', 'Southern Region'],
  ['Al Hada Pharmacy', 'Taif', 'Western Region'],
  ['Al Qassim Care Clinics', 'Qassim', 'Riyadh-Central'],
  ['Al Waha Pharmacy', 'Dhahran', 'Eastern Region'],
  ['Najran Family Clinics', 'Najran', 'Southern Region'],
  ['Jazan Coast Pharmacy', 'Jizan', 'Southern Region'],
  ['Tabuk Medical Complex', 'Tabuk', 'Western Region'],
  ['Al Mamlaka Dental Center', 'Riyadh', 'Riyadh-Central'],
  ['Al Rawdah Pharmacy', 'Khamis Mushait', 'Southern Region'],
  ['Al Yamamah Hospital', 'Riyadh', 'Riyadh-Central'],
  ['Al Fayha Clinics', 'Jeddah', 'Western Region'],
];
const SALES_MANAGERS = ['Khalid Al-Otaibi', 'Nasser Al-Qahtani', 'Abdullah Al-Shehri', 'Saad Al-Anazi'];
const MEDICAL_REPS = [
  'Lama Al-Subaie',
  'Fahad Al-Harbi',
  'Rawan Al-Malki',
  'Turki Al-Juhani',
  'Sara Al-Rashid',
];

/** A small deterministic generator, so every demo run shows the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- files --------------------------------------------------------------------------------

/** A one-page PDF with the given lines of text (Helvetica), with a correct cross-reference table. */
function textPdf(title: string, lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    'BT /F1 16 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 16 TL T* T*',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const LINE_HEADER = [
  'Item Code',
  'Item Description',
  'Public Price',
  'Disc %',
  'Qty',
  'Net Value',
  'Gross Value',
  'Bonus',
];

interface DemoLine {
  itemCode: string;
  itemDescription: string;
  publicPrice: string;
  discount: string;
  quantity: number;
  bonus: string;
}

/** The order lines as the medical company uploads them: the sample template's format. */
async function linesWorkbook(lines: DemoLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order Lines');
  sheet.addRow(LINE_HEADER);
  for (const line of lines) {
    sheet.addRow([
      line.itemCode,
      line.itemDescription,
      Number(line.publicPrice),
      Number(line.discount),
      line.quantity,
      null,
      null,
      Number(line.bonus),
    ]);
  }
  sheet.addRow(['TOTAL']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function orderFormWorkbook(story: Story, lines: DemoLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order Form');
  sheet.addRow(['Medical supply order form']);
  sheet.addRow(['Client', story.client[0]]);
  sheet.addRow(['Area', `${story.client[2]} - ${story.client[1]}`]);
  sheet.addRow(['Medical company', story.company]);
  sheet.addRow([]);
  sheet.addRow(['Item Code', 'Item Description', 'Qty']);
  for (const line of lines) sheet.addRow([line.itemCode, line.itemDescription, line.quantity]);
  sheet.addRow([]);
  sheet.addRow(['Authorised signature and pharmacy stamp', 'signed']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (bytes: Buffer, fileName: string, declaredType: string): Upload => ({
  bytes,
  fileName,
  declaredType,
});

// ---- the orders' stories ------------------------------------------------------------------

type StepName =
  | 'credit-approve'
  | 'credit-changes'
  | 'credit-reject'
  | 'higher-approve'
  | 'higher-changes'
  | 'higher-reject'
  | 'owner-edit'
  | 'resubmit'
  | 'rep-appeal'
  | 'credit-appeal'
  | 'accept-appeal'
  | 'reject-appeal'
  | 'mark-ready'
  | 'print'
  | 'dispatch'
  | 'transport'
  | 'not-delivered'
  | 'deliver'
  | 'deliver-with-invoice'
  | 'withdraw';

interface Story {
  company: MedicalCompany;
  owner: CompanyKey;
  client: (typeof CLIENTS)[number];
  /** The complete create flow (lines, P.O and order form), or stopped before the order form. */
  complete: boolean;
  steps: StepName[];
  /** Hours since the last step (the SLA badge: under 24 On Time, under 48 Due Soon, else Overdue). */
  lastStepHoursAgo: number;
}

const COMPANY_OF: Record<CompanyKey, MedicalCompany> = {
  wasama: 'Wasama',
  evergreen: 'Evergreen Inhouse',
  actimed: 'Actimed',
  xrose: 'X Rose',
};

const REVIEWED: StepName[] = ['credit-approve', 'higher-approve'];
const PRINTED: StepName[] = [...REVIEWED, 'mark-ready', 'print'];

/** Wasama's orders cover every status (its login shows the whole workflow); the others add variety. */
const EVERY_STATUS: Array<[StepName[] | 'incomplete', number]> = [
  ['incomplete', 1],
  [[], 2],
  [['credit-changes'], 5],
  [['credit-changes', 'owner-edit', 'resubmit'], 3],
  [['credit-reject'], 8],
  [['credit-approve', 'higher-reject'], 4],
  [['credit-approve'], 1.5],
  [['credit-approve', 'higher-reject', 'rep-appeal'], 6],
  [REVIEWED, 0.5],
  [[...REVIEWED, 'mark-ready'], 1],
  [PRINTED, 3],
  [[...PRINTED, 'dispatch'], 7],
  [[...PRINTED, 'dispatch', 'transport'], 9],
  [[...PRINTED, 'dispatch', 'transport', 'not-delivered'], 4],
  [[...PRINTED, 'dispatch', 'transport', 'deliver-with-invoice'], 2],
  [['credit-changes', 'withdraw'], 80],
];

/** [owner, steps, hours since the last step]. */
const PLOTS: Array<[CompanyKey, StepName[] | 'incomplete', number]> = [
  ...EVERY_STATUS.map(([steps, hours]): [CompanyKey, StepName[] | 'incomplete', number] => [
    'wasama',
    steps,
    hours,
  ]),
  ['actimed', 'incomplete', 30],
  ['evergreen', [], 20],
  ['xrose', [], 50],
  ['wasama', ['credit-approve', 'higher-changes'], 26],
  ['xrose', ['credit-changes', 'owner-edit', 'resubmit'], 60],
  ['evergreen', ['credit-reject', 'credit-appeal', 'reject-appeal'], 40],
  ['xrose', ['credit-approve'], 12],
  ['actimed', ['credit-approve'], 55],
  ['actimed', ['credit-reject', 'credit-appeal'], 28],
  ['xrose', REVIEWED, 22],
  ['evergreen', ['credit-approve', 'higher-reject', 'rep-appeal', 'accept-appeal'], 2.5],
  ['wasama', [...REVIEWED, 'mark-ready'], 30],
  ['xrose', PRINTED, 49],
  ['actimed', [...PRINTED, 'dispatch'], 25],
  ['evergreen', [...PRINTED, 'dispatch', 'transport'], 36],
  ['actimed', [...PRINTED, 'dispatch', 'transport', 'not-delivered', 'transport'], 18],
  ['wasama', [...PRINTED, 'dispatch', 'transport', 'deliver'], 75],
  [
    'evergreen',
    [...PRINTED, 'dispatch', 'transport', 'not-delivered', 'transport', 'deliver-with-invoice'],
    10,
  ],
  ['actimed', ['credit-approve', 'withdraw'], 14],
  ['xrose', [...REVIEWED, 'mark-ready', 'withdraw'], 33],
];

const STORIES: Story[] = PLOTS.map(([owner, plot, lastStepHoursAgo], i) => ({
  company: COMPANY_OF[owner],
  owner,
  client: CLIENTS[i % CLIENTS.length]!,
  complete: plot !== 'incomplete',
  steps: plot === 'incomplete' ? [] : plot,
  lastStepHoursAgo,
}));

// ---- seeding ------------------------------------------------------------------------------

interface Seeder {
  deps: Deps;
  clock: { now: Date };
  accounts: Record<AccountKey, SessionUser>;
}

async function createAccounts(deps: Deps): Promise<Record<AccountKey, SessionUser>> {
  const accounts = {} as Record<AccountKey, SessionUser>;
  for (const account of ACCOUNTS) {
    // What `pnpm admin create-user [--sales-rep]` does.
    const created = await createAccountAsAdministrator(
      deps,
      {
        name: account.name,
        email: account.email,
        password: DEMO_PASSWORD,
        role: account.role,
        companyName: 'companyName' in account ? account.companyName : undefined,
      },
      { salesRep: 'salesRep' in account },
    );
    const { id, name, email, role, companyName, isSalesRep } = created;
    accounts[account.key] = { id, name, email, role, companyName, isSalesRep };
  }
  await createAccount(
    deps,
    { ...PENDING_REGISTRATION, password: DEMO_PASSWORD },
    { activatedAt: null, isSalesRep: false },
  );
  return accounts;
}

function pickLines(next: () => number): DemoLine[] {
  const count = 3 + Math.floor(next() * 5);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(next() * CATALOGUE.length));
  const discounts = ['0', '0', '5', '7.5', '10', '12.5'];
  return [...chosen].map((index) => {
    const [itemCode, itemDescription, publicPrice] = CATALOGUE[index]!;
    const quantity = [5, 10, 12, 20, 24, 40, 50, 60, 100, 150][Math.floor(next() * 10)]!;
    return {
      itemCode,
      itemDescription,
      publicPrice,
      discount: discounts[Math.floor(next() * discounts.length)]!,
      quantity,
      bonus: next() < 0.3 ? String(Math.max(1, Math.round(quantity / 10))) : '0',
    };
  });
}

/** Plays one order's story: the create flow, then each workflow step an interval apart. */
async function playStory(seeder: Seeder, story: Story, index: number, realNow: Date) {
  const { deps, clock, accounts } = seeder;
  const next = random(index + 1);
  const spacing = 2 + next() * 6;
  const stepCount = story.steps.length + 3;
  clock.now = new Date(realNow.getTime() - (story.lastStepHoursAgo + spacing * stepCount) * HOUR);
  const advance = () => {
    clock.now = new Date(clock.now.getTime() + spacing * HOUR);
  };
  const owner = accounts[story.owner];
  const lines = pickLines(next);
  const [clientName, area, region] = story.client;

  // The portal's create flow: parse the spreadsheet, create, save the parsed file, attach files.
  const sheetName = `order-lines-${clientName.toLowerCase().replace(/[^a-z]+/g, '-')}.xlsx`;
  const parsed = await orders.parseFile(deps, owner, upload(await linesWorkbook(lines), sheetName, XLSX));
  let order: OrderDto = await orders.createOrder(deps, owner, {
    externalRef: `PO-2026-${String(4100 + index * 7).padStart(4, '0')}`,
    clientName,
    clientAccountNo: `ACC-${String(10_230 + index * 37)}`,
    region,
    area,
    salesManager: SALES_MANAGERS[index % SALES_MANAGERS.length],
    medicalRep: MEDICAL_REPS[index % MEDICAL_REPS.length],
    orderDate: riyadhDate(clock.now),
    notes: index % 3 === 0 ? 'Deliver before noon; cold-chain items in the insulated box.' : undefined,
    lines: parsed.lines,
    totalValueSAR: parsed.totalValueSAR,
  });
  order = await orders.saveParsedFile(deps, owner, order.id, parsed.tempFileInfo.tempFileId);
  advance();
  const poNumber = order.externalRef ?? order.id.slice(0, 8);
  const po = textPdf(`PURCHASE ORDER ${poNumber}`, [
    `Client: ${clientName} (${area})`,
    `Supplier: ${story.company}`,
    ...lines.map((l) => `${l.itemCode}  ${l.itemDescription}  x${l.quantity}  @ SAR ${l.publicPrice}`),
    `Order total (net): SAR ${order.totalValueSAR}`,
  ]);
  order = await orders.uploadToOrder(
    deps,
    owner,
    order.id,
    upload(po, `${poNumber}.pdf`, 'application/pdf'),
    {
      replaceLines: false,
      attachmentType: 'purchase_order',
    },
  );
  if (story.complete) {
    advance();
    order = await orders.uploadToOrder(
      deps,
      owner,
      order.id,
      upload(await orderFormWorkbook(story, lines), `order-form-${poNumber}.xlsx`, XLSX),
      { replaceLines: false, attachmentType: 'order_form' },
    );
  }

  for (const step of story.steps) {
    advance();
    order = await playStep(seeder, story, order, step);
  }
  return order;
}

async function playStep(seeder: Seeder, story: Story, order: OrderDto, step: StepName): Promise<OrderDto> {
  const { deps, clock, accounts } = seeder;
  const { credit, higher, warehouse, rep } = accounts;
  const owner = accounts[story.owner];
  const v = order.version;
  switch (step) {
    case 'credit-approve':
      return workflow.simpleAction(deps, credit, order.id, 'approve', v);
    case 'higher-approve':
      return workflow.simpleAction(deps, higher, order.id, 'approve', v);
    case 'credit-changes':
      return workflow.reviewWithComment(
        deps,
        credit,
        order.id,
        'request-changes',
        v,
        'Client account number does not match our records; please correct it and attach the stamped order form.',
      );
    case 'higher-changes':
      return workflow.reviewWithComment(
        deps,
        higher,
        order.id,
        'request-changes',
        v,
        'Please split the insulin quantity over two deliveries, per the cold-chain policy.',
      );
    case 'credit-reject':
      return workflow.reviewWithComment(
        deps,
        credit,
        order.id,
        'reject',
        v,
        'Client has an overdue balance of SAR 48,200.00 older than 90 days.',
      );
    case 'higher-reject':
      return workflow.reviewWithComment(
        deps,
        higher,
        order.id,
        'reject',
        v,
        'Order value exceeds the credit limit approved for this client.',
      );
    case 'owner-edit':
      return orders.updateOrder(deps, owner, order.id, v, {
        clientAccountNo: `${order.clientAccountNo ?? 'ACC-10000'}-R`,
        notes: 'Account number corrected; stamped order form re-attached.',
      });
    case 'resubmit':
      return workflow.simpleAction(deps, owner, order.id, 'resubmit', v);
    case 'rep-appeal':
      return workflow.createAppeal(
        deps,
        rep,
        order.id,
        v,
        'The client transferred SAR 30,000.00 yesterday, which brings the balance within the limit. Bank receipt attached.',
        [
          upload(
            textPdf('BANK TRANSFER RECEIPT', [
              `Beneficiary: ${story.company}`,
              `Remitter: ${order.clientName}`,
              'Amount: SAR 30,000.00',
              `Value date: ${riyadhDate(clock.now)}`,
            ]),
            'bank-transfer-receipt.pdf',
            'application/pdf',
          ),
        ],
      );
    case 'credit-appeal':
      return workflow.createAppeal(
        deps,
        credit,
        order.id,
        v,
        'The overdue balance was settled this week; the updated account statement is attached.',
        [
          upload(
            textPdf('ACCOUNT STATEMENT', [
              `Client: ${order.clientName} (${order.clientAccountNo})`,
              'Opening balance: SAR 48,200.00',
              'Payments: SAR 48,200.00',
              'Closing balance: SAR 0.00',
            ]),
            'account-statement.pdf',
            'application/pdf',
          ),
        ],
      );
    case 'accept-appeal':
    case 'reject-appeal': {
      const [appeal] = await workflow.listAppeals(deps, higher, order.id);
      const accept = step === 'accept-appeal';
      return workflow.decideAppeal(
        deps,
        higher,
        appeal!.id,
        v,
        accept ? 'ACCEPT' : 'REJECT',
        accept
          ? 'Payment confirmed by treasury.'
          : 'The statement shows the payment is still pending clearance.',
      );
    }
    case 'mark-ready':
      return workflow.simpleAction(deps, warehouse, order.id, 'mark-ready', v);
    case 'print':
      return workflow.printOrder(deps, warehouse, order.id, v);
    case 'dispatch':
      return workflow.simpleAction(deps, warehouse, order.id, 'dispatch', v);
    case 'transport': {
      const expected = new Date(clock.now.getTime() + 2 * 24 * HOUR);
      return workflow.transport(deps, warehouse, order.id, v, expected.toISOString());
    }
    case 'not-delivered':
      return workflow.notDelivered(
        deps,
        warehouse,
        order.id,
        v,
        'Pharmacy closed on arrival; the receiving clerk was not available.',
      );
    case 'deliver':
      return workflow.deliver(deps, warehouse, order.id, v, {});
    case 'deliver-with-invoice': {
      const invoice = await workflow.uploadInvoice(
        deps,
        warehouse,
        upload(
          textPdf(`TAX INVOICE INV-${order.id.slice(0, 6).toUpperCase()}`, [
            `Customer: ${order.clientName}`,
            `Order: ${order.externalRef ?? order.id}`,
            `Amount due: SAR ${order.totalValueSAR} (VAT 15% included)`,
            'Received in good condition. Signed: pharmacy receiving clerk',
          ]),
          `invoice-${order.id.slice(0, 6)}.pdf`,
          'application/pdf',
        ),
      );
      return workflow.deliver(deps, warehouse, order.id, v, { deliveryInvoicePath: invoice.filename });
    }
    case 'withdraw':
      return (await orders.deleteOrder(deps, owner, order.id, v))!;
  }
}

/** Seeds the accounts and every story; answers how many orders ended in each status. */
async function seedDemo(database: Database, config: Config) {
  const clock = { now: new Date() };
  const deps: Deps = {
    database,
    db: database.db,
    config,
    logger: createLogger('silent'),
    now: () => clock.now,
    events: createInProcessBus(),
  };
  const accounts = await createAccounts(deps);
  const realNow = new Date();
  const byStatus = new Map<string, number>();
  let withdrawn = 0;
  for (const [index, story] of STORIES.entries()) {
    const order = await playStory({ deps, clock, accounts }, story, index, realNow);
    const key = order.status;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    if (order.withdrawnAt) withdrawn++;
  }
  const stock = await seedDemoInventory(deps, CATALOGUE, accounts.warehouse.id);
  return { byStatus, withdrawn, total: STORIES.length, stock };
}

// ---- running it ---------------------------------------------------------------------------

/** Empties the demo directory, refusing any directory the demo did not create itself. */
function freshDataDir(dataDir: string) {
  const dir = path.resolve(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(path.join(dir, DEMO_MARKER))) {
    throw new ConfigError(
      `DATA_DIR ${dir} is not empty and was not made by the demo; refusing to wipe it. ` +
        `Point DATA_DIR at an empty directory (default ${DEMO_DATA_DIR}).`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, DEMO_MARKER), 'Tawreed demo data; wiped by every `pnpm demo`.\n');
  return dir;
}

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

async function main() {
  // Registration is open in the demo (SPEC's behaviour as written), unless REGISTRATION says otherwise.
  const fromEnv = loadConfig({
    DATA_DIR: DEMO_DATA_DIR,
    LOG_LEVEL: 'warn',
    REGISTRATION: 'open',
    ...process.env,
  });
  if (fromEnv.DATABASE_URL)
    say('The demo ignores DATABASE_URL: it always runs on a fresh embedded database.');
  const config: Config = { ...fromEnv, DATABASE_URL: undefined };
  const dataDir = freshDataDir(config.DATA_DIR);

  say(`Seeding a fresh demo database in ${dataDir} ...`);
  const started = Date.now();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const seeded = await seedDemo(database, config);
  const server = await startServer(config, { database });

  const width = Math.max(...ACCOUNTS.map((a) => a.label.length));
  say();
  say(`Tawreed demo is running at http://localhost:${server.port}`);
  say();
  say(`Sign in with any of these accounts; the password of each is ${DEMO_PASSWORD}`);
  for (const account of ACCOUNTS) say(`  ${account.label.padEnd(width)}  ${account.email}`);
  say('  (the sales representative views everything and may object to Credit Review rejections;');
  say(`   the administrator manages accounts: ${PENDING_REGISTRATION.email} waits for its approval)`);
  say();
  const counts = ORDER_STATUSES.map((status: OrderStatus) => `${status} ${seeded.byStatus.get(status) ?? 0}`);
  say(
    `${seeded.total} orders (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s), ` +
      `${seeded.withdrawn} of them withdrawn: ${counts.join(', ')}`,
  );
  const { stock } = seeded;
  say(
    `Stock: ${stock.items} items in ${stock.lots} lots over ${stock.warehouses} warehouses (some near expiry, ` +
      `expired or below minimum); ${stock.reservedOrders} warehouse orders reserved, ${stock.shortOrders} short.`,
  );
  say('Every `pnpm demo` starts again from this data. Ctrl+C stops it.');

  const stop = async () => {
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `The demo failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
