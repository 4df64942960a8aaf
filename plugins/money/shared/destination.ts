/*
 * A withdrawal's payee (withdrawal_order.destination, JSON) as the lines the review list shows,
 * so the list and its export read alike.
 */

interface Payee {
  type?: string;
  bank?: string;
  account?: string;
  ifsc?: string;
  holder?: string;
  vpa?: string;
  address?: string;
  chain?: string;
}

function parse(json: string): Payee {
  try {
    const value: unknown = JSON.parse(json || '{}');
    return typeof value === 'object' && value !== null ? (value as Payee) : {};
  } catch {
    return {};
  }
}

/** BANK (bank, account, IFSC, holder), UPI (VPA, holder) or USDT (chain, address); '-' when there is none. */
export function destinationLines(json: string): string[] {
  const p = parse(json);
  const lines =
    p.type === 'BANK'
      ? [`BANK · ${p.bank ?? ''}`, `${p.account ?? ''} · IFSC ${p.ifsc ?? ''}`, p.holder ?? '']
      : p.type === 'UPI'
        ? [`UPI · ${p.vpa ?? ''}`, p.holder ?? '']
        : p.type
          ? [`${p.type} · ${p.chain ?? ''}`, p.address ?? '']
          : ['-'];
  return lines.filter(Boolean);
}
