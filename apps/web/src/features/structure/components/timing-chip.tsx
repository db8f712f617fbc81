import { Badge } from '@mantine/core';
import { colourOf } from '@careroster/shared/structure/colours';

/** A timing's code as the roster shows it: filled with its colour, in the text colour that reads on it. */
export function TimingChip({ code, colour }: { code: string; colour: string }) {
  const c = colourOf(colour);
  return (
    <Badge radius="sm" variant="filled" styles={{ root: { background: c?.hex ?? '#495057', color: c?.text ?? '#ffffff' } }}>
      {code}
    </Badge>
  );
}
