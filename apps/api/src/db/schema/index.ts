export * from './core';
export * from './workforce';
export * from './scheduling';
export * from './notifications';
export * from './files';
export * from './video';
export * from './timekeeping';
export * from './compliance';
