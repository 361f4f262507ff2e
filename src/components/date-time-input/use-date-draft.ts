import { useState } from 'react';
import type { IsoDate } from './calendar-date';
import { formatDate } from './date-format';

/**
 * The text of the date box: what the user types, reset to the committed day whenever that day
 * changes from outside (adjusting state during render, not in an effect).
 */
export function useDateDraft(date: IsoDate | null, format: string) {
  const [draft, setDraft] = useState(() => (date ? formatDate(date, format) : ''));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    setShown(date);
    setDraft(date ? formatDate(date, format) : '');
    setInvalid(false);
  }
  return { draft, setDraft, invalid, setInvalid };
}
