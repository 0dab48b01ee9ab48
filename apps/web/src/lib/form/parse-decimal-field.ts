/**
 * A typed number field as a number: '1,000', ' 0.5 ' or '-1,000'; an empty field is undefined so the
 * contract's schema says what is missing, and anything else becomes NaN for it to refuse.
 */
export function parseDecimalField(text: string): number | undefined {
  const plain = text.replace(/[,\s]/g, '');
  return plain === '' ? undefined : Number(plain);
}
