export { structureArea } from './area';
// issue 28, structure: what other areas show of the facility's structure.
export { ColourDot } from './components/colour-select';
export { useStructure } from './api/structure';
// issue 29, rostering: the roster builder names master timings (patterns, rotations, requests) as the master schedule shows them.
export { useMasterTimings } from './api/master-schedule';
