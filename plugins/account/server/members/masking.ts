/** Payout details as staff see them on the detail page: enough to recognise, not to reuse. */

/** Bank account numbers keep their last four digits: 1234567890 → ******7890. */
export function maskAccountNo(value: string): string {
  if (!value) return '';
  const tail = value.slice(-4);
  return `${'*'.repeat(Math.max(4, value.length - 4))}${tail}`;
}

/** UPI ids keep the first two characters of the handle and the bank: rahul99@ybl → ra***@ybl. */
export function maskUpi(value: string): string {
  if (!value) return '';
  const at = value.indexOf('@');
  const handle = at < 0 ? value : value.slice(0, at);
  const bank = at < 0 ? '' : value.slice(at);
  return `${handle.slice(0, 2)}***${bank}`;
}
