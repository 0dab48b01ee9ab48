/**
 * Deep link that opens the Toss app on its transfer screen with the deposit filled in:
 *
 *   supertoss://send?bank=<bank name, URL-encoded>&accountNo=<account digits>&amount=<won>[&bankCode=<code>]
 *
 * The account number keeps digits only (Toss refuses dashes); `bankCode` (the BANK_CODE setting,
 * e.g. '004') is added when configured, since Toss matches a code more reliably than a name.
 */
export function tossSendUrl(input: {
  bankName: string;
  accountNumber: string;
  amount: number;
  bankCode?: string;
}): string {
  const params = [
    `bank=${encodeURIComponent(input.bankName.trim())}`,
    `accountNo=${input.accountNumber.replace(/\D/g, '')}`,
    `amount=${Math.round(input.amount)}`,
  ];
  const code = input.bankCode?.trim();
  if (code) params.push(`bankCode=${encodeURIComponent(code)}`);
  return `supertoss://send?${params.join('&')}`;
}
