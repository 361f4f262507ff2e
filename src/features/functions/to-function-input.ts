import type { FunctionFormData } from './function-form-data';
import {
  DEFAULT_HTTP_METHOD,
  DEFAULT_TIMEOUT_MS,
  type AgentFunction,
  type FunctionInput,
} from './function-types';
import { headersToMap, withJsonContentType } from './headers';
import { CHECK_CALENDAR_PARAMETERS, TRANSFER_CALL_PARAMETERS, rowsToParameters } from './parameters';

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/**
 * The function form's data as the body of `POST /function` or `PUT /function/{id}` (the
 * contract's AgentFunctionInput, spec section 7): only the fields of the chosen type, trimmed;
 * Check Calendar with its date and time window schema; Transfer Call with its optional reason;
 * a custom function with its headers as a map (empty rows dropped, Content-Type added for a JSON
 * body) and its parameters as an object schema with the default string property. Book
 * Appointment has no fixed parameters: in edit mode it keeps those it had (`previous`), and a
 * custom function keeps what its stored parameters say beyond the form (see rowsToParameters).
 * The data is the validated data of the form.
 */
export function toFunctionInput(
  agentId: string,
  data: FunctionFormData,
  previous?: AgentFunction,
): FunctionInput {
  const base = { agentId, name: trimmed(data.name), description: trimmed(data.description) };
  const timeZone = trimmed(data.time_zone);
  const calendar = {
    api_key: trimmed(data.api_key),
    event_type: trimmed(data.event_type),
    ...(timeZone ? { time_zone: timeZone } : {}),
  };
  switch (data.type) {
    case 0:
      return { ...base, type: 0 };
    case 1:
      return { ...base, type: 1, ...calendar, parameters: CHECK_CALENDAR_PARAMETERS };
    case 2: {
      const kept = previous?.type === 2 ? previous.parameters : undefined;
      return { ...base, type: 2, ...calendar, ...(kept ? { parameters: kept } : {}) };
    }
    case 3:
      return {
        ...base,
        type: 3,
        transfer_number: trimmed(data.transfer_number),
        parameters: TRANSFER_CALL_PARAMETERS,
      };
    case 4: {
      const method = data.http_method ?? DEFAULT_HTTP_METHOD;
      return {
        ...base,
        type: 4,
        http_method: method,
        end_point: trimmed(data.end_point),
        timeout: data.timeout ?? DEFAULT_TIMEOUT_MS,
        headers: headersToMap(withJsonContentType(data.headers ?? [], method)),
        parameters: rowsToParameters(
          data.parameters ?? [],
          previous?.type === 4 ? previous.parameters : undefined,
        ),
      };
    }
  }
}
