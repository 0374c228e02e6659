/**
 * The version of these contracts (package.json's), baked into every build that bundles them: a remote knows which
 * contracts it was built with, the shell says which it mounts with, and a difference is logged
 * (docs/decisions/010-a-versioned-wire.md).
 */
export const CONTRACTS_VERSION = '0.2.0';
