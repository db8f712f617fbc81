/**
 * spec 000 section 5 and spec 001 section 5: the XXX-XX-XXXX mask of SSN and TIN inputs,
 * applied as the user types: '123456789' -> '123-45-6789', '1234' -> '123-4'.
 */
export const maskSsnInput = (raw: string): string => {
  const d = raw.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
};

/** SSN/TIN are masked in answers (DESIGN.md): only the last four digits are shown. */
export const redactSsn = (value: string): string => {
  const d = value.replace(/\D/g, '');
  return d.length >= 4 ? `***-**-${d.slice(-4)}` : '***-**-****';
};
