export * from './schemas';
export * from './stream';
