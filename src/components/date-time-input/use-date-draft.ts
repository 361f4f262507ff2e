import { useState } from 'react';
import type { IsoDate } from './calendar-date';
import { formatDate } from './date-format';

// Reset during render, not in an effect, when the committed day changes from outside.
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
