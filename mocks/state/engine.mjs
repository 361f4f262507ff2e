import {
  blankRow,
  fitRow,
  getAt,
  indexOperations,
  isObject,
  fieldNamesOf,
  propertiesOf,
  setAt,
  writableFields,
} from './contract.mjs';
import { extraSeed, handlers, seedFiles } from './resources/index.mjs';
import { HttpError, idOf, isoSeconds, nameOfRow, newId, selectRows } from './rows.mjs';
import { GENERIC, operations as table } from './table.mjs';

const clone = (value) => structuredClone(value);
const idKeyOf = (schema) => {
  const properties = propertiesOf(schema);
  return '_id' in properties && !('id' in properties) ? '_id' : 'id';
};
const NAMED = {
  agent: 'agents',
  app: 'apps',
  lead: 'leads',
  company: 'companies',
  assignee: 'users',
  plan: 'plans',
};

function notFound(collection, id) {
  const words = collection.replace(/([A-Z])/g, ' $1').toLowerCase();
  const singular = words.replace(/ies$/, 'y').replace(/s$/, '');
  return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${id} not found`;
}

function buildSeed(ops) {
  const data = {};
  for (const [operationId, entry] of table) {
    const op = ops.get(operationId);
    const rows = (data[entry.collection] ??= []);
    if (!op || !(['list', 'get'].includes(entry.action) || entry.seed)) continue;
    const found =
      entry.action === 'list' && op.listPath
        ? getAt(op.example, op.listPath)
        : op.itemPath && entry.action === 'get'
          ? [getAt(op.example, op.itemPath)]
          : [];
    for (const row of found ?? []) {
      if (isObject(row) && idOf(row) !== undefined && !rows.some((r) => idOf(r) === idOf(row)))
        rows.push(clone(row));
    }
  }
  return extraSeed(data, ops);
}

export function createEngine(doc, { onChange } = {}) {
  const ops = indexOperations(doc);
  const seed = buildSeed(ops);
  const scopes = new Map();
  const stateOf = (scope) => {
    if (!scopes.has(scope)) scopes.set(scope, { data: clone(seed), files: new Map(seedFiles(seed)) });
    return scopes.get(scope);
  };

  function answer(op, payload, extra = {}) {
    let body = clone(op.example ?? {});
    if (Array.isArray(payload) && op.listPath) {
      body = setAt(
        body,
        op.listPath,
        payload.map((row) => fitRow(row, op.listItemSchema)),
      );
    } else if (isObject(payload) && op.itemPath) {
      body = setAt(body, op.itemPath, fitRow(payload, op.itemSchema));
    }
    if (typeof extra.message === 'string' && isObject(body) && 'message' in body)
      body.message = extra.message;
    return { status: extra.status ?? op.status, body };
  }

  function page(op, request, rows) {
    const parentPath = op.listPath?.slice(0, -1) ?? [];
    const parent = getAt(op.example, parentPath);
    const ask = { ...request.query, ...(isObject(request.body) ? request.body : {}) };
    const paged = isObject(parent) && 'pageSize' in parent;
    let shown = rows;
    let pageIndex = 0;
    let pageSize = rows.length;
    if (paged) {
      pageIndex = Math.max(0, Number(ask.pageIndex ?? 0) || 0);
      pageSize = Math.max(1, Number(ask.pageSize ?? parent.pageSize) || 20);
      shown = rows.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize);
    } else if (ask.limit) {
      shown = rows.slice(0, Math.max(0, Number(ask.limit) || rows.length));
    }
    const result = answer(op, shown);
    if (isObject(parent)) {
      const target = getAt(result.body, parentPath);
      if ('total' in parent) target.total = rows.length;
      if (paged) {
        target.pageIndex = pageIndex;
        target.pageSize = pageSize;
      }
    }
    return result;
  }

  function context(scope, op, entry, request) {
    const state = stateOf(scope);
    const rows = (name = entry.collection) => (state.data[name] ??= []);
    const now = isoSeconds(new Date());
    const itemId = () => {
      const body = isObject(request.body) ? request.body : {};
      const from = entry.id;
      const id = from ? (request.params[from] ?? body[from] ?? request.query[from]) : request.params.id;
      if (id === undefined) throw new HttpError(422, 'An id is required');
      return String(id);
    };
    const find = (id, name = entry.collection) => {
      const row = rows(name).find((r) => idOf(r) === id);
      if (!row) throw new HttpError(404, notFound(name, id));
      return row;
    };
    const fields = (body) => writableFields(body, op.itemSchema, newId);
    const newRow = () => ({ ...blankRow(op.itemSchema), ...fields(blankRow(op.requestSchema)) });
    // What the server itself fills in: whose company the row is, who made it, from when it applies.
    const owner = () => {
      const fields = propertiesOf(op.itemSchema);
      const user = request.user ?? {};
      // A contact's `company` is a name it was given; only a field that holds an id is the owner's.
      const holdsId = (key) => /\{24\}/.test(fields[key]?.pattern ?? '');
      return Object.fromEntries(
        [
          ['company', holdsId('company') && user.company],
          ['createdBy', holdsId('createdBy') && user.id],
          ['effectiveFrom', 'effectiveFrom' in fields && now.slice(0, 10)],
        ].filter(([, value]) => typeof value === 'string'),
      );
    };
    // Names shown beside an id (a scenario's agentName) follow the id the caller chose.
    const nameFields = (row) => {
      for (const [field, collection] of Object.entries(NAMED)) {
        const id = row[field];
        if (typeof id !== 'string' || !(`${field}Name` in row)) continue;
        const name = nameOfRow(state.data[collection]?.find((r) => idOf(r) === id));
        if (name) row[`${field}Name`] = name;
      }
      return row;
    };
    const stamp = (row, created) => {
      nameFields(row);
      const kept = (key) => key in row || fieldNamesOf(op.itemSchema).has(key);
      if (created && kept('createdAt')) row.createdAt = now;
      if (kept('updatedAt')) row.updatedAt = now;
      return row;
    };
    return {
      state,
      rows,
      op,
      ops,
      entry,
      request,
      now,
      itemId,
      find,
      newRow,
      owner,
      fields,
      stamp,
      answer,
      page,
      newId,
      user: request.user,
      changed: () => onChange?.(scope),
    };
  }

  const generic = {
    list: (ctx) => ctx.page(ctx.op, ctx.request, selectRows(ctx.rows(), ctx.request, ctx.entry)),
    get: (ctx) => ctx.answer(ctx.op, ctx.find(ctx.itemId())),
    create: (ctx) => {
      const key = idKeyOf(ctx.op.itemSchema);
      const row = ctx.stamp(
        { ...ctx.newRow(), ...ctx.owner(), ...ctx.fields(ctx.request.body), [key]: newId() },
        true,
      );
      ctx.rows().unshift(row);
      ctx.changed();
      return ctx.answer(ctx.op, row);
    },
    update: (ctx) => {
      let row = ctx.find(ctx.itemId());
      const { id: _id, _id: _oid, ...changes } = ctx.fields(ctx.request.body);
      // A PUT the contract calls a replace: what the caller may send and left out is cleared (or
      // back to its default); what only the server sets stays.
      if (ctx.entry.replace) {
        const sendable = fieldNamesOf(ctx.op.requestSchema);
        const kept = Object.entries(row).filter(([key]) => !sendable.has(key));
        const list = ctx.rows();
        row = list[list.indexOf(row)] = {
          ...Object.fromEntries(kept),
          ...ctx.fields(blankRow(ctx.op.requestSchema)),
        };
      }
      Object.assign(row, changes);
      ctx.stamp(row, false);
      ctx.changed();
      return ctx.answer(ctx.op, row);
    },
    remove: (ctx) => {
      const id = ctx.itemId();
      const list = ctx.rows();
      const index = list.findIndex((r) => idOf(r) === id);
      if (index < 0) throw new HttpError(404, notFound(ctx.entry.collection, id));
      list.splice(index, 1);
      ctx.changed();
      return ctx.answer(ctx.op, null);
    },
  };

  function handle(scope, operationId, request) {
    const entry = table.get(operationId);
    const op = ops.get(operationId);
    if (!entry || !op) return null;
    const ctx = context(scope, op, entry, { params: {}, query: {}, body: undefined, ...request });
    const action = GENERIC.has(entry.action) ? generic[entry.action] : handlers[entry.action];
    if (!action) return null;
    try {
      return action(ctx, generic);
    } catch (error) {
      if (error instanceof HttpError) {
        const status = op.declared.includes(error.status) ? error.status : 404;
        return { status, body: { message: error.message } };
      }
      throw error;
    }
  }

  return {
    ops,
    handle,
    reset: (scope) => scopes.delete(scope),
    counts: (scope) =>
      Object.fromEntries(
        Object.entries(stateOf(scope).data).map(([name, rows]) => [
          name,
          Array.isArray(rows) ? rows.length : 1,
        ]),
      ),
    files: (scope) => stateOf(scope).files,
    exportScope: (scope) => {
      const state = stateOf(scope);
      return {
        data: state.data,
        files: [...state.files].map(([url, file]) => [url, { ...file, data: file.data.toString('base64') }]),
      };
    },
    importScope: (scope, saved) => {
      scopes.set(scope, {
        data: { ...clone(seed), ...saved.data },
        files: new Map([
          ...seedFiles(seed),
          ...(saved.files ?? []).map(([url, file]) => [
            url,
            { ...file, data: Buffer.from(file.data, 'base64') },
          ]),
        ]),
      });
    },
  };
}
