import type { TFunction } from 'i18next';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import type { FormDefinition } from '@/forms/form-definition';
import type { Choice } from '@/forms/widgets/choice/choices';
import type { paths } from '@/api/schema.gen';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

// Only pairs of `schema.gen.ts` typecheck: renaming a call in `openapi/` breaks the entry that names it.
export type Operation = {
  [P in keyof paths]: {
    [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : { method: M; path: P };
  }[Method];
}[keyof paths];

export interface Importer {
  key: string;
  operation: Operation;
  fields: (t: TFunction) => ImportField[];
  send: (batch: ImportBatch) => Promise<ImportResult>;
  notice?: (t: TFunction) => string;
}

export interface ChangeResult {
  message?: string;
}

export interface Column<Row> {
  key: string;
  text: (row: Row) => string;
  sortValue?: (row: Row) => number | string;
  sortable?: boolean;
  translateAs?: string;
}

export interface CatalogueEntry<Row, Form, Payload> {
  key: string;
  screen: string;
  operations: {
    list: Operation;
    read?: Operation;
    create?: Operation;
    update?: Operation;
    delete?: Operation;
  };
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columns: readonly Column<Row>[];
  preview?: (row: Row) => string | null;
  form: FormDefinition;
  emptyForm: () => Form;
  toForm: (row: Row) => Form;
  toPayload: (form: Form) => Payload;
  // Only the registry test reads it, to hold the bodies to the contract.
  fromPayload: (payload: Payload) => Form;
  updateBody?: (id: string, payload: Payload) => unknown;
  fetchList: () => Promise<Row[]>;
  create?: (payload: Payload) => Promise<ChangeResult>;
  update?: (row: Row, payload: Payload) => Promise<ChangeResult>;
  remove?: (row: Row) => Promise<ChangeResult>;
  importers?: readonly Importer[];
  choices?: () => Promise<Record<string, Choice[]>>;
  canDelete?: (row: Row) => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogueEntry = CatalogueEntry<any, any, any>;
