import createQueryClient from 'openapi-react-query';
import { api, multipart } from './client';
import { withErrorStatus } from './error-status';

export const $api = createQueryClient(withErrorStatus(api));
export const $upload = createQueryClient(withErrorStatus(multipart));
