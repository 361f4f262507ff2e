// What a person may type for a number: "+1 (415) 555-0198" asks for 14155550198.
export function dialledDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return /^\d{1,15}$/.test(digits) ? digits : null;
}

export const minutePriceBody = (prefix: string, company: string | null) =>
  company === null ? { prefix } : { companyId: company, prefix };
