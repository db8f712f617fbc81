import { useEffect, useState } from 'react';
import { Button, Popover, Select, Stack } from '@mantine/core';
import { readLocal, writeLocal } from '../../../store/storage-keys';
import { deviceChoices } from '../lib/media';

/**
 * Camera, microphone and speaker for calls (spec 000 section 3: the chosen ids are stored
 * locally). `onChange` is told which kind changed, so the window can switch to it at once.
 */
export function DeviceMenu({ onChange, disabled }: { onChange: (kind: MediaDeviceKind) => void; disabled: boolean }) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [opened, setOpened] = useState(false);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!opened) return;
    void navigator.mediaDevices
      ?.enumerateDevices()
      .then(setDevices)
      .catch(() => setDevices([]));
  }, [opened]);
  return (
    <Popover opened={opened} onChange={setOpened} position="top">
      <Popover.Target>
        <Button variant="light" color="gray" onClick={() => setOpened((o) => !o)} disabled={disabled}>
          Devices
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          {deviceChoices.map(({ kind, key, label }) => {
            const options = devices
              .filter((d) => d.kind === kind)
              .map((d, i) => ({ value: d.deviceId, label: d.label || `${label} ${i + 1}` }));
            return (
              <Select
                key={kind}
                label={label}
                data={options}
                value={readLocal(key)}
                placeholder="Default"
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                onChange={(value) => {
                  writeLocal(key, value);
                  setVersion((v) => v + 1);
                  setOpened(false);
                  onChange(kind);
                }}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
