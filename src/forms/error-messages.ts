import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formatLocaleNumber } from '@/lib/locale-number';
import type { Translate } from './localize-ui-schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function uiNodeForProperty(uiSchema: UiSchema, property: string): Record<string, unknown> | undefined {
  let node: unknown = uiSchema;
  for (const segment of property.split('.').filter(Boolean)) {
    if (!isRecord(node)) return undefined;
    node = /^\d+$/.test(segment) ? node['items'] : node[segment];
  }
  return isRecord(node) ? node : undefined;
}

function messageFor(error: RJSFValidationError, uiSchema: UiSchema, t: Translate, language: string): string {
  const params: unknown = error.params;
  // A decimal field holds its text only when it is no number in the user's language
  // (LocaleNumberField): the field's own message would speak of a range it never got to.
  if (error.name === 'type' && isRecord(params) && params['type'] === 'number') {
    return t('forms.errors.number', { example: formatLocaleNumber(1234.56, language) });
  }
  const node = uiNodeForProperty(uiSchema, error.property ?? '');
  const messages = node?.['ui:messages'];
  if (isRecord(messages)) {
    const text = messages[error.name ?? ''] ?? messages['*'];
    if (typeof text === 'string') return text;
  }
  const limit = isRecord(params) ? params['limit'] : undefined;
  if (error.name === 'required') return t('forms.errors.required');
  if (error.name === 'maxLength') return t('forms.errors.maxLength', { limit });
  return t('forms.errors.invalid');
}

// The spec's sentences rather than ajv's; a URL failing both its pattern and its format shows one message.
export function messageErrors(
  errors: RJSFValidationError[],
  uiSchema: UiSchema,
  t: Translate,
  language = 'en',
): RJSFValidationError[] {
  const seen = new Set<string>();
  const result: RJSFValidationError[] = [];
  for (const error of errors) {
    const message = messageFor(error, uiSchema, t, language);
    const key = `${error.property ?? ''}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ ...error, message, stack: message });
  }
  return result;
}
