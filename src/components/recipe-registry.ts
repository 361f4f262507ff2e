import type { RecipeDefinition, SlotRecipeDefinition, SystemContext } from '@chakra-ui/react';
import { env } from '@/config/env';

// The recipes of the Chakra components no signed-in screen draws at its first paint (dialogs,
// drawers, menus, text areas, check boxes, …) are not in the console's theme (src/app/theme/
// system.ts): they come with those components, which are imported from chakra-extras.ts, and are
// added here when that module runs, before anything it exports can render.
export const LATER_RECIPES = ['checkmark', 'code', 'radiomark', 'textarea'] as const;
export const LATER_SLOT_RECIPES = [
  'checkbox',
  'dialog',
  'drawer',
  'menu',
  'popover',
  'progress',
  'radioGroup',
  'switch',
  'tabs',
  'toast',
] as const;

export interface LaterRecipes {
  recipes: Record<(typeof LATER_RECIPES)[number], RecipeDefinition>;
  slotRecipes: Record<(typeof LATER_SLOT_RECIPES)[number], SlotRecipeDefinition>;
}

const added = {
  recipes: new Map<string, RecipeDefinition>(),
  slotRecipes: new Map<string, SlotRecipeDefinition>(),
};
const later = new Set<string>([...LATER_RECIPES, ...LATER_SLOT_RECIPES]);

export function addRecipes({ recipes, slotRecipes }: LaterRecipes) {
  for (const [key, recipe] of Object.entries(recipes)) added.recipes.set(key, recipe);
  for (const [key, recipe] of Object.entries(slotRecipes)) added.slotRecipes.set(key, recipe);
}

/**
 * The system for a Chakra provider: the theme's recipes and those added here since. A component
 * asks for its recipe through `getRecipeFn` or `getSlotRecipeFn` (useRecipe, useSlotRecipe) only.
 */
export function withAddedRecipes<T extends SystemContext>(system: T, more: PropertyDescriptorMap = {}): T {
  const compiled = new Map<string, unknown>();
  function lookUp(kind: keyof typeof added, key: string): unknown {
    const id = `${kind}:${key}`;
    if (compiled.has(id)) return compiled.get(id);
    const recipe = added[kind].get(key);
    if (recipe === undefined) {
      // Drawn unstyled in production; wherever the console is tried (development, QA, end-to-end
      // tests), the screen fails at once and says why.
      if (later.has(key) && env.mockMode) {
        throw new Error(
          `Chakra's "${key}" recipe is missing: import the component from @/components/chakra-extras`,
        );
      }
      return undefined;
    }
    const fn = kind === 'recipes' ? system.cva(recipe) : system.sva(recipe as SlotRecipeDefinition);
    compiled.set(id, fn);
    return fn;
  }
  return Object.create(system, {
    ...more,
    getRecipeFn: {
      value: (key: string, fallback?: unknown): unknown =>
        lookUp('recipes', key) ?? system.getRecipeFn(key, fallback),
    },
    getSlotRecipeFn: {
      value: (key: string, fallback?: unknown): unknown =>
        lookUp('slotRecipes', key) ?? system.getSlotRecipeFn(key, fallback),
    },
  }) as T;
}
