import { installRunClock } from './fixed-clock';

// Vitest setup file: the test process reads the run's fixed clock (fixed-clock.ts).
installRunClock();
