import type { components } from '@/api/schema.gen';
import type { AgentPromptItemInput } from '@/api/models/schemas';

export type FlowAgent = Pick<components['schemas']['Agent'], 'greeting' | 'objectives'>;
export type FlowFunction = Pick<components['schemas']['AgentFunction'], 'name' | 'type'>;
export type StepItem = AgentPromptItemInput;

export const MAX_STEPS = 50;
export const TITLE_MAX = 120;
export const CONTENT_MAX = 2000;
const TRANSFER_CALL = 3;
const END_CALL = 0;

export interface FlowStep {
  id: string;
  title: string;
  content: string;
  actions: string[];
}

export interface Flow {
  greeting: string;
  steps: FlowStep[];
  transfer: string[];
  end: string[];
}

export const GREETING_ID = 'greeting';
export const TRANSFER_ID = 'transfer';
export const END_ID = 'end';
export const stepNodeId = (id: string) => `step-${id}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A step uses a function when its title or content names it as a whole word (any case): the
// model calls functions by name, so the instruction that names book_appointment is the one that
// books. A name inside a longer word (book_appointment_later) does not count.
export function usesFunction(text: string, name: string): boolean {
  const trimmed = name.trim();
  if (!trimmed) return false;
  return new RegExp(`(^|[^\\w])${escapeRegExp(trimmed)}(?![\\w])`, 'i').test(text);
}

const namesOf = (functions: readonly FlowFunction[], type: number) =>
  functions.filter((fn) => fn.type === type).map((fn) => fn.name);

export function buildFlow(agent: FlowAgent, functions: readonly FlowFunction[]): Flow {
  return {
    greeting: agent.greeting,
    steps: agent.objectives.map((objective) => ({
      id: objective.id,
      title: objective.title,
      content: objective.content,
      actions: functions
        .filter((fn) => usesFunction(`${objective.title}\n${objective.content}`, fn.name))
        .map((fn) => fn.name),
    })),
    transfer: namesOf(functions, TRANSFER_CALL),
    end: namesOf(functions, END_CALL),
  };
}

export const unusedFunctions = (flow: Flow, functions: readonly FlowFunction[]): string[] =>
  functions
    .filter((fn) => fn.type !== TRANSFER_CALL && fn.type !== END_CALL)
    .map((fn) => fn.name)
    .filter((name) => !flow.steps.some((step) => step.actions.includes(name)));

export const toItems = (steps: readonly Pick<FlowStep, 'id' | 'title' | 'content'>[]): StepItem[] =>
  steps.map(({ id, title, content }) => ({ id, title, content }));

export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length || from === to) return [...list];
  const rest = list.filter((_, index) => index !== from);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

// Drawing a connection from one node to a step says "this step comes next": the step moves right
// after the source (to the front when the source is the greeting). Edges always follow the order.
export function connectAfter<T extends { id: string }>(
  steps: readonly T[],
  sourceId: string,
  targetId: string,
): T[] | null {
  const from = steps.findIndex((step) => step.id === targetId);
  const target = steps[from];
  if (!target || sourceId === targetId) return null;
  const rest = steps.filter((step) => step.id !== targetId);
  const after = sourceId === GREETING_ID ? 0 : rest.findIndex((step) => step.id === sourceId) + 1;
  if (after === 0 && sourceId !== GREETING_ID) return null;
  const next = [...rest.slice(0, after), target, ...rest.slice(after)];
  return next.every((step, index) => step === steps[index]) ? null : next;
}

export interface StepErrors {
  title?: 'required' | 'tooLong';
  content?: 'required' | 'tooLong';
}

export function stepErrors(values: { title: string; content: string }): StepErrors {
  const check = (value: string, max: number) => {
    if (!value.trim()) return 'required' as const;
    return value.length > max ? ('tooLong' as const) : undefined;
  };
  const title = check(values.title, TITLE_MAX);
  const content = check(values.content, CONTENT_MAX);
  return { ...(title ? { title } : {}), ...(content ? { content } : {}) };
}

export interface Point {
  x: number;
  y: number;
}

export const NODE_WIDTH = 280;
export const ROW_GAP = 170;
const TERMINAL_OFFSET = 170;

// Positions come from the order alone: one column, top to bottom, with transfer and end side by
// side under the last step. Nothing is dragged, so the picture never disagrees with the order.
export function layoutFlow(stepIds: readonly string[]): Map<string, Point> {
  const positions = new Map<string, Point>([[GREETING_ID, { x: 0, y: 0 }]]);
  stepIds.forEach((id, index) => positions.set(stepNodeId(id), { x: 0, y: (index + 1) * ROW_GAP }));
  const last = (stepIds.length + 1) * ROW_GAP;
  positions.set(TRANSFER_ID, { x: -TERMINAL_OFFSET, y: last });
  positions.set(END_ID, { x: TERMINAL_OFFSET, y: last });
  return positions;
}

export interface FlowLink {
  source: string;
  target: string;
  kind: 'next' | 'transfer' | 'end';
}

export function linksOf(stepIds: readonly string[]): FlowLink[] {
  const chain = [GREETING_ID, ...stepIds.map(stepNodeId)];
  const links: FlowLink[] = chain.slice(1).map((target, index) => ({
    source: chain[index] ?? GREETING_ID,
    target,
    kind: 'next',
  }));
  const last = chain[chain.length - 1] ?? GREETING_ID;
  links.push({ source: last, target: TRANSFER_ID, kind: 'transfer' });
  links.push({ source: last, target: END_ID, kind: 'end' });
  return links;
}
