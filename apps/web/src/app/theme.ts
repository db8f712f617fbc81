import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

// Mantine's defaults put shade-6 text on white and on light tints, below WCAG AA contrast; the
// browser tests run axe, so the darker shades here are checked, not guessed.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'subtle') return { ...colors, color: `var(--mantine-color-${parsed.color}-9)`, hoverColor: `var(--mantine-color-${parsed.color}-9)` };
  return {
    ...colors,
    background: `var(--mantine-color-${parsed.color}-0)`,
    hover: `var(--mantine-color-${parsed.color}-1)`,
    color: `var(--mantine-color-${parsed.color}-9)`,
    hoverColor: `var(--mantine-color-${parsed.color}-9)`,
  };
};

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 7 },
  variantColorResolver,
  // Keyboard users must always see where they are (DESIGN: accessibility).
  focusRing: 'auto',
  defaultRadius: 'md',
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
