import type { TFunction } from 'i18next';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import type { paths } from '@/api/schema.gen';
import { isValidPhone } from './lead-model';

export type GroupImportBody = NonNullable<
  paths['/groups/import']['post']['requestBody']
>['content']['multipart/form-data'];
export type GroupImportResponse =
  paths['/groups/import']['post']['responses'][201]['content']['application/json'];

/** A loose check: the server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const splitTags = (value: string): string[] =>
  value
    .split(/[,;|]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

export function leadImportFields(t: TFunction): ImportField[] {
  const tooLong = (limit: number) => (value: string) =>
    value.length > limit ? t('contacts.validation.tooLong', { limit }) : undefined;
  return [
    {
      name: 'firstName',
      label: t('contacts.form.firstName'),
      required: true,
      aliases: ['first', 'first name', 'given name', 'name', 'nombre'],
      validate: tooLong(100),
    },
    {
      name: 'lastName',
      label: t('contacts.form.lastName'),
      aliases: ['last', 'last name', 'surname', 'family name', 'apellido', 'apellidos'],
      validate: tooLong(100),
    },
    {
      name: 'phone',
      label: t('contacts.form.phone'),
      required: true,
      aliases: ['phone number', 'mobile', 'cell', 'telephone', 'tel', 'number', 'teléfono', 'telefono'],
      validate: (value) => (isValidPhone(value) ? undefined : t('contacts.validation.phone')),
    },
    {
      name: 'email',
      label: t('contacts.form.email'),
      aliases: ['e-mail', 'mail', 'email address', 'correo'],
      validate: (value) =>
        EMAIL_PATTERN.test(value) && value.length <= 254 ? undefined : t('contacts.validation.email'),
    },
    {
      name: 'company',
      label: t('contacts.form.company'),
      aliases: ['business', 'organisation', 'organization', 'empresa'],
      validate: tooLong(200),
    },
    {
      name: 'notes',
      label: t('contacts.form.notes'),
      aliases: ['note', 'comments'],
      validate: tooLong(5000),
    },
    {
      name: 'tags',
      label: t('contacts.form.tags'),
      aliases: ['tag', 'labels', 'etiquetas'],
      validate: (value) => {
        const tags = splitTags(value);
        if (tags.length > 20) return t('contacts.validation.tooManyTags');
        return tags.some((tag) => tag.length > 40) ? t('contacts.validation.tag') : undefined;
      },
    },
  ];
}

export type ImportTarget = { kind: 'new'; name: string } | { kind: 'existing'; groupId: string };

export const targetReady = (target: ImportTarget): boolean =>
  target.kind === 'new' ? target.name.trim().length > 0 : target.groupId.length > 0;

// The CSV header is the field names, so the `mapping` is the identity of the fields sent.
export function groupImportBody(batch: ImportBatch, target: ImportTarget): GroupImportBody {
  const sent = Object.keys(batch.columns).filter((field) => batch.columns[field] != null);
  const mapping = Object.fromEntries(sent.map((field) => [field, field]));
  const base = {
    file: new File([batch.csv], 'contacts.csv', { type: 'text/csv' }),
    mapping: JSON.stringify(mapping),
  };
  return target.kind === 'new' ? { ...base, name: target.name.trim() } : { ...base, groupId: target.groupId };
}

export function importResult(response: GroupImportResponse): ImportResult {
  const { imported, skipped, errors } = response.data;
  return { message: response.message, kept: imported, refused: skipped, issues: errors };
}
