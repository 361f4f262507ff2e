import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import type { Agent } from '../agent-types';
import type { ProductInput, PromptItemInput, SectionKind } from './sections-queries';

// Limits of the contract (AgentPromptItemInput, AgentProductInput and the section bodies).
export const maxItems: Record<SectionKind, number> = {
  policies: 50,
  rules: 50,
  objectives: 50,
  products: 100,
};

export type FieldName = 'title' | 'content' | 'name' | 'description' | 'price' | 'currency';

export interface FieldSpec {
  name: FieldName;
  required: boolean;
  max?: number;
  multiline?: boolean;
}

const promptFields: readonly FieldSpec[] = [
  { name: 'title', required: true, max: 120 },
  { name: 'content', required: true, max: 2000, multiline: true },
];
const productFields: readonly FieldSpec[] = [
  { name: 'name', required: true, max: 120 },
  { name: 'description', required: false, max: 2000, multiline: true },
  { name: 'price', required: false },
  { name: 'currency', required: true },
];

export const fieldsOf = (kind: SectionKind): readonly FieldSpec[] =>
  kind === 'products' ? productFields : promptFields;

export type Values = Partial<Record<FieldName, string>>;

export interface DraftItem {
  key: string;
  id?: string;
  values: Values;
}

export type FieldError =
  { code: 'required' } | { code: 'tooLong'; max: number } | { code: 'price' } | { code: 'currency' };

export type ItemErrors = Partial<Record<FieldName, FieldError>>;

let lastKey = 0;
export const newKey = (): string => `new-${++lastKey}`;

export function draftOf(kind: SectionKind, agent: Agent, locale: string): DraftItem[] {
  if (kind === 'products') {
    return agent.products.map((product) => ({
      key: product.id,
      id: product.id,
      values: {
        name: product.name,
        description: product.description,
        price: product.price === null ? '' : formatLocaleNumber(product.price, locale, { maxDecimals: 2 }),
        currency: product.currency,
      },
    }));
  }
  return agent[kind].map((item) => ({
    key: item.id,
    id: item.id,
    values: { title: item.title, content: item.content },
  }));
}

export const emptyItem = (kind: SectionKind): DraftItem => ({
  key: newKey(),
  values: kind === 'products' ? { currency: 'USD' } : {},
});

export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  const item = items[index];
  if (item === undefined || target < 0 || target >= items.length) return [...items];
  const rest = items.filter((_, at) => at !== index);
  rest.splice(target, 0, item);
  return rest;
}

// Read in the user's locale; undefined when it is not a price, null when left empty (no quote).
export function parsePrice(text: string, locale: string): number | null | undefined {
  const parsed = parseLocaleNumber(text, locale, { maxDecimals: 2 });
  if (parsed.ok) return parsed.value;
  return parsed.problem === 'empty' ? null : undefined;
}

function fieldError(spec: FieldSpec, raw: string | undefined, locale: string): FieldError | undefined {
  const value = spec.name === 'currency' ? (raw ?? '').trim().toUpperCase() : (raw ?? '');
  if (spec.required && value.trim() === '') return { code: 'required' };
  if (spec.max !== undefined && value.length > spec.max) return { code: 'tooLong', max: spec.max };
  if (spec.name === 'price' && parsePrice(value, locale) === undefined) return { code: 'price' };
  if (spec.name === 'currency' && !/^[A-Z]{3}$/.test(value)) return { code: 'currency' };
  return undefined;
}

export function itemErrors(kind: SectionKind, item: DraftItem, locale: string): ItemErrors {
  const errors: ItemErrors = {};
  for (const spec of fieldsOf(kind)) {
    const error = fieldError(spec, item.values[spec.name], locale);
    if (error) errors[spec.name] = error;
  }
  return errors;
}

export function sectionErrors(
  kind: SectionKind,
  items: readonly DraftItem[],
  locale: string,
): Record<string, ItemErrors> {
  const all: Record<string, ItemErrors> = {};
  for (const item of items) {
    const errors = itemErrors(kind, item, locale);
    if (Object.keys(errors).length > 0) all[item.key] = errors;
  }
  return all;
}

export const text = (item: DraftItem, name: FieldName): string => item.values[name] ?? '';

export const promptPayload = (items: readonly DraftItem[]): PromptItemInput[] =>
  items.map((item) => ({
    ...(item.id ? { id: item.id } : {}),
    title: text(item, 'title').trim(),
    content: text(item, 'content').trim(),
  }));

export const productPayload = (items: readonly DraftItem[], locale: string): ProductInput[] =>
  items.map((item) => ({
    ...(item.id ? { id: item.id } : {}),
    name: text(item, 'name').trim(),
    description: text(item, 'description').trim(),
    price: parsePrice(text(item, 'price'), locale) ?? null,
    currency: text(item, 'currency').trim().toUpperCase(),
  }));

export function sameDraft(kind: SectionKind, a: readonly DraftItem[], b: readonly DraftItem[]): boolean {
  const flat = (items: readonly DraftItem[]) =>
    JSON.stringify(items.map((item) => [item.id, ...fieldsOf(kind).map(({ name }) => text(item, name))]));
  return flat(a) === flat(b);
}

// One line per item, as a reader compares two versions of a section.
export const sectionText = (kind: SectionKind, items: readonly DraftItem[]): string =>
  items
    .map((item) =>
      fieldsOf(kind)
        .map(({ name }) => text(item, name).trim())
        .filter(Boolean)
        .join(' · '),
    )
    .join('\n');
