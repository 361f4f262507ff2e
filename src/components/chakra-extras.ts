import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './recipe-registry';

// The Chakra components whose styles are not on any first paint, with their recipes: whatever
// imports one of them brings the recipes in its own chunk (recipe-registry.ts says how).
addRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    code: codeRecipe,
    radiomark: radiomarkRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    menu: menuSlotRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
});

export {
  Checkbox,
  Code,
  Dialog,
  Drawer,
  Menu,
  Popover,
  Progress,
  RadioGroup,
  Switch,
  Tabs,
  Textarea,
  Toast,
  Toaster,
} from '@chakra-ui/react';
