import { withTheme } from '@rjsf/core';
import { chakraTheme } from './theme';

/** RJSF's `Form` drawn with our Chakra v3 theme. */
export const ThemedForm = withTheme(chakraTheme);
