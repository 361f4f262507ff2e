import type { components } from '@/api/schema.gen';

export type CallExport = components['schemas']['CallExport'];

export function exportText(
  data: CallExport,
  labels: Record<'details' | 'summary' | 'transcript', string>,
): string {
  const m = data.metadata;
  const details: [string, string | number | null | undefined][] = [
    ['Call', data.callId],
    ['Agent', m.agentName],
    ['Contact', m.leadName],
    ['Direction', m.direction],
    ['From', m.from],
    ['To', m.to],
    ['Status', m.status],
    ['Outcome', m.outcome],
    ['Sentiment', m.sentiment],
    ['Started', m.startedAt],
    ['Ended', m.endedAt],
    ['Duration (s)', m.duration],
    ['Cost', `${m.cost} ${m.currency}`],
  ];
  const header = details
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`);
  return [
    `# ${labels.details}`,
    ...header,
    '',
    `# ${labels.summary}`,
    data.summary,
    '',
    `# ${labels.transcript}`,
    data.transcript,
    '',
  ].join('\n');
}

export function safeFileName(name: string | null | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .trim();
  return cleaned.slice(0, 120) || fallback;
}

export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function excelFileName(contentDisposition: string | null | undefined, today: Date): string {
  const fallback = `calls-${localDay(today)}.xlsx`;
  if (!contentDisposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  let name: string | undefined;
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(contentDisposition)?.[1] ??
    /filename\s*=\s*([^;\s]+)/.exec(contentDisposition)?.[1];
  const safe = safeFileName(name, fallback);
  return /\.xlsx$/i.test(safe) ? safe : `${safe}.xlsx`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
