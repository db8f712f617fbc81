export { structureArea } from './area';
// issue 28, structure: what other areas show of the facility's structure.
export { ColourDot } from './components/colour-select';
export { useStructure } from './api/structure';
