import { Button, Menu } from '@mantine/core';
import { messages } from '@careroster/shared/messages';

export interface SortOption {
  value: string;
  label: string;
}

export interface SortPopupProps {
  options: readonly SortOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
}

/** Spec 000 section 2: choosing the active option again clears the sort. */
export function SortPopup({ options, value, onChange, label = 'Sort' }: SortPopupProps) {
  const active = options.find((option) => option.value === value);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">{active ? `${label}: ${active.label}` : label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{messages.sortPopupTitle}</Menu.Label>
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <Menu.Item
              key={option.value}
              // Mantine fixes the role to menuitem, so the chosen option is marked as current.
              aria-current={selected ? 'true' : undefined}
              leftSection={<span aria-hidden="true">{selected ? '✓' : ''}</span>}
              onClick={() => onChange(selected ? null : option.value)}
            >
              {option.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
