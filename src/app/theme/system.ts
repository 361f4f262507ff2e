import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand';

/**
 * The console's Chakra system: the base config (conditions, utilities) plus only the tokens and
 * recipes the console uses. `defaultSystem` carries every recipe of Chakra and is the largest
 * start-up cost of a Chakra app, so recipes are added here as screens start to use them.
 */
const consoleConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    // The compact layout breakpoints of the spec (section 9).
    breakpoints: {
      xs: '440px',
      sm: '600px',
      md: '768px',
      lg: '993px',
      xl: '1534px',
    },
    tokens: { ...tokens, colors: { ...tokens.colors, brand: brandColors } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, brand: brandSemanticColors },
    },
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, consoleConfig));
