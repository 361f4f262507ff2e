import { withTypeDefaults, type FunctionFormData } from './function-form-data';
import { withJsonContentType } from './headers';

/**
 * What the form does beyond storing a change: a new type gets the defaults of its fields, and
 * choosing POST, PUT or PATCH (also by switching to a custom function, whose default is POST)
 * adds a `Content-Type: application/json` header row when there is none (spec, section 5).
 */
export function applyFormChange(previous: FunctionFormData, next: FunctionFormData): FunctionFormData {
  const typeChanged = next.type !== previous.type;
  const data = typeChanged ? withTypeDefaults(next) : next;
  const methodChosen = data.type === 4 && (typeChanged || data.http_method !== previous.http_method);
  return methodChosen
    ? { ...data, headers: withJsonContentType(data.headers ?? [], data.http_method) }
    : data;
}
