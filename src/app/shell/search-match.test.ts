import { describe, expect, it } from 'vitest';
import { matchItems, moveActive, normalizeText, type SearchItem } from './search-match';
import { searchScreensFor } from './search-screens';

const items: SearchItem[] = [
  { id: 'screen:/voicelibrary', kind: 'screen', label: 'Voice library' },
  { id: 'screen:/testzone', kind: 'screen', label: 'Test zone', keywords: ['Test Labs'] },
  { id: 'screen:/contacts', kind: 'screen', label: 'Contacts' },
  { id: 'agent:1', kind: 'agent', label: 'Dental Receptionist' },
  { id: 'agent:2', kind: 'agent', label: 'Recall Reminder' },
  { id: 'contact:1', kind: 'contact', label: 'Jordan Lee' },
  { id: 'contact:2', kind: 'contact', label: 'Renée Côté' },
];
const ids = (query: string, limit?: number) => matchItems(query, items, limit).map((item) => item.id);

describe('matchItems', () => {
  it('finds nothing for a blank query', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('matches case and accents loosely, by name or keyword', () => {
    expect(normalizeText('  Vóice   LIBRARY ')).toBe('voice library');
    expect(ids('VOICE')).toEqual(['screen:/voicelibrary']);
    expect(ids('renee')).toEqual(['contact:2']);
    expect(ids('labs')).toEqual(['screen:/testzone']);
  });

  it('puts names that start with the query first, then word starts, then anywhere', () => {
    expect(ids('re')).toEqual(['agent:2', 'contact:2', 'agent:1']);
    expect(ids('lee jordan')).toEqual(['contact:1']);
  });

  it('orders equal matches screens, agents, contacts', () => {
    expect(ids('co')).toEqual(['screen:/contacts', 'contact:2']);
    expect(ids('r')).toEqual(['agent:2', 'contact:2', 'agent:1', 'screen:/voicelibrary', 'contact:1']);
  });

  it('stops at the limit', () => {
    expect(ids('e', 2)).toHaveLength(2);
  });
});

describe('moveActive', () => {
  it('wraps with the arrow keys and jumps with Home and End', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('searchScreensFor', () => {
  it('offers each role the screens of its menu', () => {
    const regular = searchScreensFor({ isSuperAdmin: false }).map((screen) => screen.to);
    const admin = searchScreensFor({ isSuperAdmin: true }).map((screen) => screen.to);
    expect(regular).toContain('/phonenumbers/reserved');
    expect(regular).not.toContain('/superadmin');
    expect(admin).toContain('/superadmin/role');
    expect(admin).not.toContain('/apps');
    expect(new Set(regular).size).toBe(regular.length);
    expect(new Set(admin).size).toBe(admin.length);
  });
});
