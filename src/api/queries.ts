import createQueryClient from 'openapi-react-query';
import { api } from './client';
import { withErrorStatus } from './error-status';

export const $api = createQueryClient(withErrorStatus(api));
