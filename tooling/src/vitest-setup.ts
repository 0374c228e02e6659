import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * How long `findBy…` and `waitFor` wait. The default second is short when the runner shares two cores with the
 * api suite and a lazy module is transformed for the first time inside the wait; a test that passes still
 * returns as soon as its condition holds, so only a failing one waits longer.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * Each test starts from an empty document: the files of a package share one (vitest's `isolate: false`, see
 * vitestConfig), so what a test leaves behind (cookies, storage, react-aria's announcements) is cleared after it.
 */
afterEach(() => {
  cleanup();
  // react-aria's live announcer stays in the document for the whole run; its messages are the test's that made them.
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
