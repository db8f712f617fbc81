import { Box, Group, Select, Text } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { colourOf, structureColours, type ColourKey } from '@careroster/shared/structure/colours';

/** A small round swatch of a palette colour, beside a name that says the same (the colour is never the only sign). */
export function ColourDot({ colour, size = 12 }: { colour: string | null | undefined; size?: number }) {
  const entry = colourOf(colour);
  if (!entry) return null;
  return (
    <Box
      aria-hidden
      style={{ width: size, height: size, borderRadius: '50%', background: entry.hex, flex: 'none', border: '1px solid rgba(0,0,0,0.35)' }}
    />
  );
}

const options = structureColours.map((c) => ({ value: c.key, label: c.label }));

export interface ColourSelectProps {
  label: string;
  value: ColourKey | null;
  onChange: (value: ColourKey | null) => void;
  /** Whether "No colour" may be chosen (a shift type always has one). */
  clearable?: boolean;
  disabled?: boolean;
}

/** Picks a colour of the structure palette: each option shows its swatch and its name. */
export function ColourSelect({ label, value, onChange, clearable = true, disabled }: ColourSelectProps) {
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(v) => onChange(v)}
      clearable={clearable}
      allowDeselect={clearable}
      placeholder={productMessages.structureColourNone}
      disabled={disabled}
      leftSection={value ? <ColourDot colour={value} size={14} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColourDot colour={option.value} size={14} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
