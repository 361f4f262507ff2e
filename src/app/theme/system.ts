import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ThemeTokens } from './theme-tokens';
import { tokenNames } from './tokens.gen';

// Only the recipes of the components the console draws: `defaultSystem` is a Chakra app's largest
// start-up cost. A Chakra component whose recipe is not here renders unstyled.
export const consoleSystem = ({ tokens, semanticTokens, keyframes }: ThemeTokens) =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'chakra',
      cssVarsRoot: ':where(html, .chakra-theme)',
      globalCss: {
        ...globalCss,
        // Who asks the system for less motion gets none: dialogs, drawers, menus and toasts appear and
        // go at once. Zag's presence ends an exit at once on a 0s animation; a near-zero one instead
        // waits for an animationend that can come before it listens (a frame late under Playwright's
        // clock), leaving a closed dialog's backdrop over the page. Spinners stop, next to their text.
        '*, *::before, *::after': {
          _motionReduce: {
            animationDuration: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
      theme: {
        // The compact layout breakpoints of the spec (section 9).
        breakpoints: {
          xs: '440px',
          sm: '600px',
          md: '768px',
          lg: '993px',
          xl: '1534px',
        },
        tokens,
        semanticTokens,
        keyframes,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: buttonRecipe,
          checkmark: checkmarkRecipe,
          code: codeRecipe,
          heading: headingRecipe,
          icon: iconRecipe,
          input: inputRecipe,
          link: linkRecipe,
          radiomark: radiomarkRecipe,
          separator: separatorRecipe,
          skeleton: skeletonRecipe,
          spinner: spinnerRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          alert: alertSlotRecipe,
          avatar: avatarSlotRecipe,
          card: cardSlotRecipe,
          checkbox: checkboxSlotRecipe,
          dialog: dialogSlotRecipe,
          drawer: drawerSlotRecipe,
          emptyState: emptyStateSlotRecipe,
          field: fieldSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          popover: popoverSlotRecipe,
          progress: progressSlotRecipe,
          radioGroup: radioGroupSlotRecipe,
          switch: switchSlotRecipe,
          table: tableSlotRecipe,
          tabs: tabsSlotRecipe,
          toast: toastSlotRecipe,
          tooltip: tooltipSlotRecipe,
        },
      },
    }),
  );

// The tokens' values are in chakra-global.gen.css: the page's system needs their names (for the
// CSS variables style props refer to), not the values themselves (3 KiB).
export const system = consoleSystem(tokenNames);
