import createQueryClient from 'openapi-react-query';
import { api, multipart } from './client';
import { withErrorStatus } from './error-status';

/** Typed TanStack Query bindings: `$api.queryOptions`, `$api.useQuery`, `$api.useMutation`. */
export const $api = createQueryClient(withErrorStatus(api));
/** The same for the calls that send multipart form data. */
export const $upload = createQueryClient(withErrorStatus(multipart));
