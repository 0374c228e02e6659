/** A remote's region: its lifecycles loaded through the manifest and mounted as a parcel. */
export * from './remote-region';
