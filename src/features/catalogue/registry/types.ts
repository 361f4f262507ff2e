import type { TFunction } from 'i18next';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import type { FormDefinition } from '@/forms/form-definition';
import type { Choice } from '@/forms/widgets/choice/choices';
import type { paths } from '@/api/schema.gen';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * One operation of the contract, `{ method, path }`: only pairs that exist in `schema.gen.ts`
 * typecheck, so removing or renaming a call in `openapi/` breaks the entry that names it.
 */
export type Operation = {
  [P in keyof paths]: {
    [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : { method: M; path: P };
  }[Method];
}[keyof paths];

/**
 * One bulk import of an entity. `key` names its button and dialog
 * (`catalogue.<entity>.imports.<key>`, falling back to the common Import texts when the entity
 * has a single import); `operation` is the contract call it sends to.
 */
export interface Importer {
  key: string;
  operation: Operation;
  fields: (t: TFunction) => ImportField[];
  send: (batch: ImportBatch) => Promise<ImportResult>;
  /** A warning the import dialog shows first (e.g. what a replacing import deletes). */
  notice?: (t: TFunction) => string;
}

/** The server's answer to a change: its message, shown in the success toast when present. */
export interface ChangeResult {
  message?: string;
}

/** A column of the table: its text key, how a row's cell reads, and whether it sorts. */
export interface Column<Row> {
  /** Translation key of the header (`catalogue.<entity>.columns.<key>`). */
  key: string;
  /** The cell as text (also what search and sorting read). */
  text: (row: Row) => string;
  /** Sort by this value instead of the text (numbers, dates). */
  sortValue?: (row: Row) => number | string;
  sortable?: boolean;
  /**
   * The cell shows the translation `<translateAs>.<text>` (an enum's label), falling back to the
   * text itself for a value without one.
   */
  translateAs?: string;
}

/**
 * A catalogue entity: which contract operations list, read, create, update, delete and import
 * it, how rows are identified and shown, which forms/ pair draws its form, and the mappers
 * between form data and the contract's bodies. `Row` is the contract's list item, `Payload`
 * its create/update body, `Form` the form data of forms/<name>.schema.json.
 */
export interface CatalogueEntry<Row, Form, Payload> {
  /** Names the texts (`catalogue.<key>.*`) and the table's accessible names. */
  key: string;
  /** The screen's route key (`screens.<screen>.title`). */
  screen: string;
  operations: {
    list: Operation;
    read?: Operation;
    create?: Operation;
    update?: Operation;
    delete?: Operation;
  };
  rowId: (row: Row) => string;
  /** The text naming a row in the delete confirmation. */
  rowLabel: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** An audio sample of the row to preview (voices), or null when it has none. */
  preview?: (row: Row) => string | null;
  form: FormDefinition;
  /** The form's start for a new entity. */
  emptyForm: () => Form;
  /** A row to edit, as form data. */
  toForm: (row: Row) => Form;
  /** Form data (valid for the form's schema) to the contract's create/update body. */
  toPayload: (form: Form) => Payload;
  /** The contract's body back to form data (the reverse of `toPayload`; the registry test uses it). */
  fromPayload: (payload: Payload) => Form;
  /**
   * The update body when it is not the plain payload (e.g. `PUT /plans` names no plan in its
   * path, so the body carries the id). The registry test checks it against the contract.
   */
  updateBody?: (id: string, payload: Payload) => unknown;
  /** The calls, each written with the typed client against a literal path. */
  fetchList: () => Promise<Row[]>;
  create?: (payload: Payload) => Promise<ChangeResult>;
  update?: (row: Row, payload: Payload) => Promise<ChangeResult>;
  remove?: (row: Row) => Promise<ChangeResult>;
  /**
   * Bulk imports (CSV or Excel) through `src/components/data-import/`, each with an Import button
   * on the screen: the fields a row fills (labels and checks translated with `t`) and the call of
   * `operation` that sends the good rows (or the CSV / original file of the batch).
   */
  importers?: readonly Importer[];
  /**
   * Choices from the server for the form's `"ui:widget": "choice"` fields, keyed by field name
   * (a plan, an agent, companies); fetched when the drawer opens.
   */
  choices?: () => Promise<Record<string, Choice[]>>;
  /** Whether a row may be deleted (built-in roles may not); every row when left out. */
  canDelete?: (row: Row) => boolean;
}

/** Any entry, for lists of entries (the overview, the registry test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogueEntry = CatalogueEntry<any, any, any>;
