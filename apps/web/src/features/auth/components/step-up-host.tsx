import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpHandler } from '../../../api/client';

const StepUpDialog = lazy(async () => ({ default: (await import('./step-up-dialog')).StepUpDialog }));

/**
 * Mounted once by the signed-in app: the API client asks it for a step-up when a call answers
 * STEP_UP_REQUIRED (decision 079), and every such call meanwhile waits for this one dialog.
 */
export function StepUpHost() {
  const [opened, setOpened] = useState(false);
  const settle = useRef<((proved: boolean) => void) | null>(null);

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpened(true);
        }),
    );
    return () => {
      setStepUpHandler(null);
      settle.current?.(false);
    };
  }, []);

  const done = (proved: boolean) => {
    setOpened(false);
    settle.current?.(proved);
    settle.current = null;
  };

  return opened ? (
    <Suspense fallback={null}>
      <StepUpDialog opened onDone={done} />
    </Suspense>
  ) : null;
}
