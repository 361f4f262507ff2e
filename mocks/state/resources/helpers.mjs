import Papa from 'papaparse';
import { fitRow, isObject, schemaAt, setAt } from '../contract.mjs';
import { HttpError, idOf, nameOfRow, newId } from '../rows.mjs';

export const body = (ctx) => (isObject(ctx.request.body) ? ctx.request.body : {});
export const clone = (value) => structuredClone(value);

// The answer's envelope is the example's; what it carries is the handler's, never the example's.
export function withData(ctx, data, extra = {}) {
  const example = clone(ctx.op.example ?? {});
  const merged = setAt(example, ['data'], fitRow(data, schemaAt(ctx.op.schema, ['data'])));
  if (extra.message && 'message' in merged) merged.message = extra.message;
  return { status: extra.status ?? ctx.op.status, body: merged };
}

export function created(ctx, name, fields) {
  const row = ctx.stamp({ ...ctx.newRow(), ...fields, id: newId() }, true);
  ctx.rows(name).unshift(row);
  ctx.changed();
  return row;
}

export const nameOf = (ctx, collection, id) => nameOfRow(ctx.rows(collection).find((r) => idOf(r) === id));

// A change to one row, stamped, kept and answered.
export function answerSaved(ctx, row) {
  ctx.stamp(row, false);
  ctx.changed();
  return ctx.answer(ctx.op, row);
}

export const mimeOf = (type) => type || 'application/octet-stream';

export function requiredFile(ctx) {
  const file = ctx.request.files?.file;
  if (!file) throw new HttpError(422, 'A file is required');
  return file;
}

export function saveFile(ctx, folder, ownerId, file) {
  const id = newId();
  const safeName = file.name.replace(/[^\w.-]+/g, '_') || 'file';
  const url = `/uploads/${folder}/${ownerId}/${id}/${safeName}`;
  ctx.state.files.set(url, {
    name: file.name,
    type: mimeOf(file.type),
    data: file.data,
  });
  return { id, url };
}

export function parseCsv(file) {
  const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse(text, { header: true, skipEmptyLines: true }).data;
}
