import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Keyboard users must always see where they are (DESIGN: accessibility).
  focusRing: 'auto',
  defaultRadius: 'md',
});
