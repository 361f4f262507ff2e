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

// Book Appointment has no fixed parameters: in edit mode it keeps those it had (`previous`).
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
