/**
 * Lazily loaded dialog frames and remote parcels take a few event-loop turns to appear; on a busy
 * machine that can exceed Testing Library's 1 s default. Imported by the tests that wait for them.
 */
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
