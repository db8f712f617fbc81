import {
  createTheme,
  defaultVariantColorsResolver,
  Loader,
  Notification,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine's teal, moved darker so that its working shade (6) carries white text and sits on white
 * at WCAG AA contrast, and its hover (7) is darker still. The browser tests run axe on every page.
 */
const brand: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#0ca678',
  '#087f5b',
  '#076b4d',
  '#065a41',
  '#054a35',
];

// Pale palettes whose darkest shade is still too light as text on their own tint.
const paleText = new Set(['yellow', 'orange', 'lime', 'green']);

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = paleText.has(parsed.color) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${parsed.color}-9)`;
  if (input.variant === 'subtle') return { ...colors, color: text, hoverColor: text };
  return {
    ...colors,
    background: `var(--mantine-color-${parsed.color}-0)`,
    hover: `var(--mantine-color-${parsed.color}-1)`,
    color: text,
    hoverColor: text,
  };
};

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  variantColorResolver,
  // Keyboard users must always see where they are (DESIGN: accessibility).
  focusRing: 'auto',
  // Someone who asked their system for less motion gets dialogs and menus without animation.
  respectReducedMotion: true,
  defaultRadius: 'md',
  components: {
    // Mantine greys a toast's text with gray-6 (3.3:1 on white); a toast's words must be readable (WCAG 1.4.3).
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-text)' } } }),
    // A spinner is a status message (WCAG 4.1.3); without the role its aria-label is a prohibited
    // attribute on a plain span, which axe reports and a screen reader ignores.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red (red-6) is 3.1:1 on white: field errors use red-8 (4.7:1, WCAG AA).
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
