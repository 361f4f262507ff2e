import { isObject } from '../contract.mjs';
import { HttpError, idOf } from '../rows.mjs';
import { answerSaved, body, created, nameOf } from './helpers.mjs';

function uniqueFeatureKey(ctx, app, key, self) {
  const taken = ctx.rows('features').some((f) => f !== self && f.app === idOf(app) && f.key === key);
  if (taken) throw new HttpError(422, `${app.name} already has a feature with the key ${key}`);
}

export const handlers = {
  integrationCreate(ctx) {
    const fields = ctx.fields(body(ctx));
    const row = created(ctx, 'integrations', {
      ...fields,
      appName: nameOf(ctx, 'apps', fields.app) ?? fields.app,
      company: ctx.user?.company,
      status: 'connected',
      lastSyncedAt: null,
    });
    return ctx.answer(ctx.op, row);
  },
  // PUT merges `settings`: a secret left out, or sent back masked, keeps the stored one.
  integrationUpdate(ctx) {
    const row = ctx.find(ctx.itemId());
    const { id: _id, settings, ...fields } = ctx.fields(body(ctx));
    const sent = Object.entries(isObject(settings) ? settings : {}).filter(
      ([, value]) => typeof value === 'string' && !value.startsWith('••••'),
    );
    Object.assign(row, fields, { settings: { ...row.settings, ...Object.fromEntries(sent) } });
    if (fields.app) row.appName = nameOf(ctx, 'apps', fields.app) ?? row.appName;
    return answerSaved(ctx, row);
  },
  // An app's `features` lists its features' ids: creating, moving and deleting a feature keep it in step.
  featureCreate(ctx, generic) {
    const { app: appId, key } = body(ctx);
    const app = ctx.find(appId, 'apps');
    uniqueFeatureKey(ctx, app, key);
    const answer = generic.create(ctx);
    app.features = [...new Set([...(app.features ?? []), idOf(ctx.rows()[0])])];
    ctx.changed();
    return answer;
  },
  featureUpdate(ctx, generic) {
    const row = ctx.find(ctx.itemId());
    const { app: appId = row.app, key = row.key } = body(ctx);
    const app = ctx.find(appId, 'apps');
    uniqueFeatureKey(ctx, app, key, row);
    const answer = generic.update(ctx);
    for (const other of ctx.rows('apps')) {
      const listed = (other.features ?? []).filter((id) => id !== idOf(row));
      other.features = other === app ? [...listed, idOf(row)] : listed;
    }
    ctx.changed();
    return answer;
  },
  featureDelete(ctx, generic) {
    const id = ctx.itemId();
    const answer = generic.remove(ctx);
    for (const app of ctx.rows('apps'))
      app.features = (app.features ?? []).filter((feature) => feature !== id);
    ctx.changed();
    return answer;
  },
  // Deleting an app deletes its features and the companies' integrations of it.
  appDelete(ctx, generic) {
    const id = ctx.itemId();
    const answer = generic.remove(ctx);
    for (const name of ['features', 'integrations']) {
      const rows = ctx.rows(name);
      rows.splice(0, rows.length, ...rows.filter((row) => row.app !== id));
    }
    ctx.changed();
    return answer;
  },
  integrationToggle(ctx) {
    const row = ctx.find(ctx.itemId());
    row.syncEnabled = !row.syncEnabled;
    ctx.changed();
    return ctx.answer(ctx.op, row, { message: row.syncEnabled ? 'Sync enabled' : 'Sync disabled' });
  },
};
