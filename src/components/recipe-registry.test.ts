import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { buttonRecipe, dialogSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The theme of a first paint: a recipe it has, none of the later ones.
const theme = () => createSystem(defaultBaseConfig, { theme: { recipes: { button: buttonRecipe } } });

const registry = () => import('./recipe-registry');

type Styles = (variants?: object) => unknown;
interface Recipes {
  getRecipeFn: (key: string) => unknown;
  getSlotRecipeFn: (key: string) => unknown;
}
const recipe = (system: Recipes, key: string) => system.getRecipeFn(key) as Styles;
const slotRecipe = (system: Recipes, key: string) => system.getSlotRecipeFn(key) as Styles;

describe('recipes that come with their components', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('asks the theme for its own recipes', async () => {
    const { withAddedRecipes } = await registry();
    const system = withAddedRecipes(theme());
    expect(recipe(system, 'button')({ size: 'sm' })).toEqual(theme().cva(buttonRecipe)({ size: 'sm' }));
  });

  it('fails loudly where the console is tried when a later component came without its recipe', async () => {
    const { withAddedRecipes } = await registry();
    const system = withAddedRecipes(theme());
    expect(() => slotRecipe(system, 'dialog')).toThrow(
      'Chakra\'s "dialog" recipe is missing: import the component from @/components/chakra-extras',
    );
    // A component the theme never styles (Chakra's List, say) is drawn unstyled, as before.
    expect(recipe(system, 'list')).toBeTypeOf('function');
  });

  it('styles the later components once chakra-extras is imported, as the theme would', async () => {
    const { withAddedRecipes, LATER_RECIPES, LATER_SLOT_RECIPES } = await registry();
    const system = withAddedRecipes(theme());
    const extras = await import('./chakra-extras');
    expect(extras.Dialog.Root).toBeDefined();

    const full = createSystem(defaultBaseConfig, {
      theme: { recipes: { textarea: textareaRecipe }, slotRecipes: { dialog: dialogSlotRecipe } },
    });
    expect(slotRecipe(system, 'dialog')({ size: 'lg' })).toEqual(slotRecipe(full, 'dialog')({ size: 'lg' }));
    expect(recipe(system, 'textarea')({ size: 'sm' })).toEqual(recipe(full, 'textarea')({ size: 'sm' }));
    // Compiled once, like the theme's own.
    expect(slotRecipe(system, 'dialog')).toBe(slotRecipe(system, 'dialog'));
    for (const key of LATER_RECIPES) expect(() => recipe(system, key)).not.toThrow();
    for (const key of LATER_SLOT_RECIPES) expect(() => slotRecipe(system, key)).not.toThrow();
  });
});
