export { facilityArea } from './area';

export { addressQueryOptions } from './api/get-address';
