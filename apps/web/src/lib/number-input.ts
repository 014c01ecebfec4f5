/**
 * A figure in an input as the language writes it — 1,234,567.5 in English, 1.234.567,5 in German, 1 234 567,5
 * in French — and read back from what was typed (the language's group marks dropped, its decimal mark a point).
 */
export function numberInput(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return {
    format: (v: string | number | undefined) => {
      const [whole = '', ...fraction] = `${v ?? ''}`.split('.');
      return whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (fraction.length ? `${decimal}${fraction.join('')}` : '');
    },
    parse: (v: string | undefined) => {
      // Spaces of any width count as group marks too: French writes a narrow no-break space that few can type.
      const plain = (v ?? '').split(group).join('').replace(/\s/g, '').replace(decimal, '.');
      return Number(plain.replace(/[^\d.-]/g, '')) || 0;
    },
  };
}
