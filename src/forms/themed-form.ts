import { withTheme } from '@rjsf/core';
import { chakraTheme } from './theme';

export const ThemedForm = withTheme(chakraTheme);
