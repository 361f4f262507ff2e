import type { FunctionFormData } from './function-form-data';
import type { AgentFunction } from './function-types';
import { mapToHeaderRows } from './headers';
import { parametersToRows } from './parameters';

export function fromFunction(fn: AgentFunction): FunctionFormData {
  const base = { name: fn.name, description: fn.description };
  switch (fn.type) {
    case 0:
      return { ...base, type: 0 };
    case 1:
    case 2:
      return {
        ...base,
        type: fn.type,
        api_key: fn.api_key,
        event_type: fn.event_type,
        ...(fn.time_zone ? { time_zone: fn.time_zone } : {}),
      };
    case 3:
      return { ...base, type: 3, transfer_number: fn.transfer_number };
    case 4:
      return {
        ...base,
        type: 4,
        http_method: fn.http_method,
        end_point: fn.end_point,
        timeout: fn.timeout,
        headers: mapToHeaderRows(fn.headers),
        parameters: parametersToRows(fn.parameters),
      };
  }
}
