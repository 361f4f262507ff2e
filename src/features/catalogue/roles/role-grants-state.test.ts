import { describe, expect, it } from 'vitest';
import { changedGrants, draftOf, toggleGrant } from './role-grants-state';

const grants = [
  { roleId: 'r1', roleName: 'viewer', actions: ['a2'] },
  { roleId: 'r2', roleName: 'agent_manager', actions: ['a1', 'a2'] },
];

describe('the role grants draft', () => {
  it('sends nothing while nothing changed', () => {
    expect(changedGrants(grants, draftOf(grants))).toEqual([]);
  });

  it('sends only the changed role, with its full set', () => {
    const draft = toggleGrant(draftOf(grants), 'r1', 'a3', true);
    expect(changedGrants(grants, draft)).toEqual([{ roleId: 'r1', actions: ['a2', 'a3'] }]);
  });

  it('takes an action away, and a toggle back is no change', () => {
    const taken = toggleGrant(draftOf(grants), 'r2', 'a1', false);
    expect(changedGrants(grants, taken)).toEqual([{ roleId: 'r2', actions: ['a2'] }]);
    expect(changedGrants(grants, toggleGrant(taken, 'r2', 'a1', true))).toEqual([]);
  });

  it('never grants an action twice', () => {
    const draft = toggleGrant(draftOf(grants), 'r1', 'a2', true);
    expect(draft['r1']).toEqual(['a2']);
  });
});
