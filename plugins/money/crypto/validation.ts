/* Validators of the crypto pay dialog (message keys), pure for the unit tests. */

export const txHashError = (value?: string | null) => {
  const text = (value ?? '').trim();
  return text === '' || /^[0-9A-Za-z]{8,128}$/.test(text) ? undefined : 'money.crypto.v.txHash';
};

export const remarkError = (value?: string | null) => ((value ?? '').trim().length > 255 ? 'money.crypto.v.remark' : undefined);
