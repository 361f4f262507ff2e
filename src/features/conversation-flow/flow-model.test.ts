import { describe, expect, it } from 'vitest';
import {
  buildFlow,
  connectAfter,
  END_ID,
  GREETING_ID,
  layoutFlow,
  linksOf,
  moveStep,
  ROW_GAP,
  stepErrors,
  stepNodeId,
  TRANSFER_ID,
  unusedFunctions,
  usesFunction,
} from './flow-model';

const objective = (id: string, title: string, content = `${title}.`) => ({ id, title, content });
const agent = {
  greeting: 'Hi, this is Marcus.',
  objectives: [
    objective('a', 'Find a slot', 'Use check_calendar to offer two times.'),
    objective('b', 'Book it', 'Call BOOK_APPOINTMENT with the chosen time.'),
    objective('c', 'Say goodbye'),
  ],
};
const functions = [
  { name: 'check_calendar', type: 1 as const },
  { name: 'book_appointment', type: 2 as const },
  { name: 'lookup_order', type: 4 as const },
  { name: 'transfer_to_front_desk', type: 3 as const },
  { name: 'end_call', type: 0 as const },
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('usesFunction', () => {
  it('finds a name as a whole word in any case', () => {
    expect(usesFunction('Then call Book_Appointment.', 'book_appointment')).toBe(true);
    expect(usesFunction('book_appointment', 'book_appointment')).toBe(true);
  });

  it('ignores a name inside a longer word, and empty names', () => {
    expect(usesFunction('use book_appointment_later', 'book_appointment')).toBe(false);
    expect(usesFunction('rebook_appointment', 'book_appointment')).toBe(false);
    expect(usesFunction('anything', '  ')).toBe(false);
  });

  it('reads names with signs of a regular expression literally', () => {
    expect(usesFunction('call a.b now', 'a.b')).toBe(true);
    expect(usesFunction('call axb now', 'a.b')).toBe(false);
  });
});

describe('buildFlow', () => {
  it('puts each function on the steps that name it, transfer and end on their own nodes', () => {
    const flow = buildFlow(agent, functions);
    expect(flow.greeting).toBe('Hi, this is Marcus.');
    expect(flow.steps.map((step) => step.actions)).toEqual([['check_calendar'], ['book_appointment'], []]);
    expect(flow.transfer).toEqual(['transfer_to_front_desk']);
    expect(flow.end).toEqual(['end_call']);
    expect(unusedFunctions(flow, functions)).toEqual(['lookup_order']);
  });
});

describe('moveStep', () => {
  const list = ['a', 'b', 'c'];
  it('moves an item earlier or later', () => {
    expect(moveStep(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveStep(list, 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the order when the move leaves the list', () => {
    expect(moveStep(list, 0, -1)).toEqual(list);
    expect(moveStep(list, 2, 3)).toEqual(list);
    expect(moveStep(list, 5, 0)).toEqual(list);
  });
});

describe('connectAfter', () => {
  const steps = agent.objectives;
  it('puts the target right after the source', () => {
    expect(ids(connectAfter(steps, 'a', 'c') ?? [])).toEqual(['a', 'c', 'b']);
    expect(ids(connectAfter(steps, 'c', 'a') ?? [])).toEqual(['b', 'c', 'a']);
  });

  it('puts the target first when the source is the greeting', () => {
    expect(ids(connectAfter(steps, GREETING_ID, 'b') ?? [])).toEqual(['b', 'a', 'c']);
  });

  it('changes nothing for a connection the order already has, or to a node that is no step', () => {
    expect(connectAfter(steps, 'a', 'b')).toBeNull();
    expect(connectAfter(steps, GREETING_ID, 'a')).toBeNull();
    expect(connectAfter(steps, 'a', END_ID)).toBeNull();
    expect(connectAfter(steps, 'a', 'a')).toBeNull();
    expect(connectAfter(steps, TRANSFER_ID, 'b')).toBeNull();
  });
});

describe('layoutFlow', () => {
  it('stacks greeting and steps in order, transfer and end side by side below', () => {
    const positions = layoutFlow(['a', 'b']);
    expect(positions.get(GREETING_ID)).toEqual({ x: 0, y: 0 });
    expect(positions.get(stepNodeId('a'))).toEqual({ x: 0, y: ROW_GAP });
    expect(positions.get(stepNodeId('b'))).toEqual({ x: 0, y: 2 * ROW_GAP });
    const transfer = positions.get(TRANSFER_ID);
    const end = positions.get(END_ID);
    expect(transfer?.y).toBe(3 * ROW_GAP);
    expect(end?.y).toBe(3 * ROW_GAP);
    expect((transfer?.x ?? 0) < 0 && (end?.x ?? 0) > 0).toBe(true);
  });

  it('follows a new order', () => {
    const positions = layoutFlow(['b', 'a']);
    expect(positions.get(stepNodeId('b'))?.y).toBeLessThan(positions.get(stepNodeId('a'))?.y ?? 0);
  });

  it('puts transfer and end right under the greeting without steps', () => {
    expect(layoutFlow([]).get(END_ID)?.y).toBe(ROW_GAP);
  });
});

describe('linksOf', () => {
  it('chains greeting and steps, then branches to transfer and end', () => {
    expect(linksOf(['a', 'b']).map(({ source, target }) => `${source}>${target}`)).toEqual([
      `${GREETING_ID}>step-a`,
      'step-a>step-b',
      `step-b>${TRANSFER_ID}`,
      `step-b>${END_ID}`,
    ]);
    expect(linksOf([]).map(({ target }) => target)).toEqual([TRANSFER_ID, END_ID]);
  });
});

describe('stepErrors', () => {
  it('asks for a title and an instruction within the contract limits', () => {
    expect(stepErrors({ title: ' ', content: '' })).toEqual({ title: 'required', content: 'required' });
    expect(stepErrors({ title: 'x'.repeat(121), content: 'ok' })).toEqual({ title: 'tooLong' });
    expect(stepErrors({ title: 'ok', content: 'ok' })).toEqual({});
  });
});
