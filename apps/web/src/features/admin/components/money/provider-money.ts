/**
 * Amounts in a provider's own currency, shown as the provider wrote them: '$0.90', '€1.20', '₹75',
 * '900원'. The text is formatted digit by digit (grouping the whole part, keeping every written
 * fraction digit), never through a float, so what the console shows is exactly what the provider
 * quoted. Currencies without a common sign show their code: 'CNY 1.20'.
 */
const SIGNS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  INR: '₹',
  GBP: '£',
  RUB: '₽',
  TRY: '₺',
  JPY: '¥',
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1234.5' -> '1,234.50' (a non-KRW amount shows at least two fraction digits, as panels write them). */
function groupDecimal(text: string, minFraction: number): string | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction.length >= minFraction ? fraction : fraction.padEnd(minFraction, '0');
  return `${sign}${grouped}${digits ? `.${digits}` : ''}`;
}

/** An amount in the currency: '$0.90', '900원', 'CNY 1.20'; the text itself when it is not a decimal. */
export function formatProviderMoney(amount: string, currency: string): string {
  if (currency === 'KRW') {
    const grouped = groupDecimal(amount, 0);
    return grouped === null ? amount : `${grouped}원`;
  }
  const grouped = groupDecimal(amount, 2);
  if (grouped === null) return `${currency} ${amount}`;
  const sign = SIGNS[currency];
  if (!sign) return `${currency} ${grouped}`;
  return grouped.startsWith('-') ? `-${sign}${grouped.slice(1)}` : `${sign}${grouped}`;
}

/** A provider's rate per 1000 units: '$0.90 / 1,000'. */
export function formatProviderRate(rate: string, currency: string): string {
  return `${formatProviderMoney(rate, currency)} / 1,000`;
}
