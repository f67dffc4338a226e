/**
 * Exact money arithmetic (DESIGN §1): amounts are decimal strings on the wire and bigint
 * minor units here; no binary floating point touches a money value.
 */

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A decimal held as an integer count of 10^-scale units. */
interface Scaled {
  units: bigint;
  scale: number;
}

export class MoneyFormatError extends Error {}

function parseScaled(value: string | number): Scaled {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new MoneyFormatError(`Not a decimal number: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** Spreadsheet cells arrive as JS numbers; their shortest round-trip text is the intended decimal. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyFormatError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

export function isDecimal(value: string): boolean {
  return DECIMAL_PATTERN.test(value.trim());
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Divides rounding half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/** Amount in halalas (1/100 SAR), rounded half away from zero from any decimal input. */
export function toCents(value: string | number): bigint {
  const { units, scale } = parseScaled(value);
  return scale <= 2 ? units * pow10(2 - scale) : divRound(units, pow10(scale - 2));
}

/** Halalas to the wire form "1234.50". */
export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Normalises a decimal to two places: "7.5" -> "7.50", "8.345" -> "8.35". */
export function normaliseMoney(value: string | number): string {
  return centsToString(toCents(value));
}

export function addMoney(...values: Array<string | number>): string {
  return centsToString(values.reduce<bigint>((sum, value) => sum + toCents(value), 0n));
}

/** |a - b| in halalas. */
export function moneyDifferenceCents(a: string | number, b: string | number): bigint {
  const diff = toCents(a) - toCents(b);
  return diff < 0n ? -diff : diff;
}

/**
 * A line's net value: price x (1 - discount/100) x quantity, computed exactly and rounded
 * once to 2 decimals, half away from zero (8.35 at 10% x 1 = 7.52).
 */
export function lineNetValue(
  publicPrice: string | number,
  discountPercent: string | number,
  quantity: number,
): string {
  const price = parseScaled(publicPrice);
  const discount = parseScaled(discountPercent);
  // price * (100 - discount) / 100 * quantity, all in integers with a common denominator
  const hundred = 100n * pow10(discount.scale);
  const numerator = price.units * (hundred - discount.units) * BigInt(quantity);
  const denominator = pow10(price.scale) * hundred;
  return centsToString(divRound(numerator * 100n, denominator));
}

/** `percent` % of `amount`, exact, rounded once to 2 decimals half away from zero (15% of 10.03 = 1.50). */
export function percentOf(amount: string | number, percent: string | number): string {
  const a = parseScaled(amount);
  const p = parseScaled(percent);
  // amount.units / 10^a.scale * p.units / 10^p.scale / 100, in halalas (x 100).
  return centsToString(divRound(a.units * p.units * 100n, pow10(a.scale + p.scale) * 100n));
}

/**
 * How far `given` is from `expected`, in percent of `expected` (2 decimals, half away from
 * zero; negative when `given` is lower). `expected` must not be zero.
 */
export function percentDifference(given: string | number, expected: string | number): string {
  const e = toCents(expected);
  if (e === 0n) throw new MoneyFormatError('A percent difference needs a non-zero reference');
  // (given - expected) / expected x 100, in hundredths of a percent.
  return centsToString(divRound((toCents(given) - e) * 10_000n, e));
}

/** Whether `given` is further from `expected` than `tolerancePercent` % of `expected` (exact). */
export function beyondTolerance(
  given: string | number,
  expected: string | number,
  tolerancePercent: string | number,
): boolean {
  return toleranceTest(tolerancePercent)(toCents(given), toCents(expected));
}

/**
 * `beyondTolerance` with the tolerance read once, on amounts already in halalas: for checking
 * thousands of lines against one tolerance.
 */
export function toleranceTest(
  tolerancePercent: string | number,
): (given: bigint, expected: bigint) => boolean {
  const t = parseScaled(tolerancePercent);
  const scale = 100n * pow10(t.scale);
  const abs = (v: bigint) => (v < 0n ? -v : v);
  // |diff| / |e| > t / 100  <=>  |diff| x 100 x 10^t.scale > t.units x |e|
  return (given, expected) => abs(given - expected) * scale > t.units * abs(expected);
}

/** Gross = net + bonus, to 2 decimals. */
export function lineGrossValue(netValue: string | number, bonus: string | number): string {
  return addMoney(netValue, bonus);
}

const sarFormatter = new Intl.NumberFormat('en-SA', {
  style: 'currency',
  currency: 'SAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "SAR 1,234.50" in en-SA, formatted from the exact decimal (never via a float sum). */
export function formatSar(value: string): string {
  const cents = toCents(value);
  // Intl formats the whole part; the exact fraction is spliced in so no precision is lost.
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const parts = sarFormatter.formatToParts(Number(abs / 100n));
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return negative ? `-${text}` : text;
}
