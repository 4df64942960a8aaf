import { Typography } from '@mui/material';

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

/** The payee of a withdrawal: BANK (bank, account, IFSC, holder), UPI (VPA, holder) or USDT (chain, address). */
export function Destination({ json }: { json: string }) {
  const p = parse(json);
  const lines =
    p.type === 'BANK'
      ? [`BANK · ${p.bank ?? ''}`, `${p.account ?? ''} · IFSC ${p.ifsc ?? ''}`, p.holder ?? '']
      : p.type === 'UPI'
        ? [`UPI · ${p.vpa ?? ''}`, p.holder ?? '']
        : p.type
          ? [`${p.type} · ${p.chain ?? ''}`, p.address ?? '']
          : ['-'];
  return (
    <Typography component="div" variant="caption" sx={{ whiteSpace: 'nowrap' }}>
      {lines.filter(Boolean).map((l) => <div key={l}>{l}</div>)}
    </Typography>
  );
}
