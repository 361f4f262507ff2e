import { withTypeDefaults, type FunctionFormData } from './function-form-data';
import { withJsonContentType } from './headers';

// spec §5: POST, PUT or PATCH (also a switch to a custom function, POST by default) gets a JSON
// Content-Type row when there is none.
export function applyFormChange(previous: FunctionFormData, next: FunctionFormData): FunctionFormData {
  const typeChanged = next.type !== previous.type;
  const data = typeChanged ? withTypeDefaults(next) : next;
  const methodChosen = data.type === 4 && (typeChanged || data.http_method !== previous.http_method);
  return methodChosen
    ? { ...data, headers: withJsonContentType(data.headers ?? [], data.http_method) }
    : data;
}
