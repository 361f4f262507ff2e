export const brandColors = {
  50: { value: '#f6f3ff' },
  100: { value: '#ede8ff' },
  200: { value: '#dcd3ff' },
  300: { value: '#c3b1ff' },
  400: { value: '#a586fd' },
  500: { value: '#8a57f8' },
  600: { value: '#7c3aed' },
  700: { value: '#6b28d9' },
  800: { value: '#5a21b6' },
  900: { value: '#4b1e94' },
  950: { value: '#2e1065' },
};

export const brandSemanticColors = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
  subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
  muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
  emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
  // White text on it needs 4.5:1 in both themes (brand.500 gives 4.37:1).
  solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
  focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
  border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
};
