import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSessionStore } from '../../src/client/features/auth/session';

// findBy/waitFor give up after 5 s instead of 1 s: on a loaded 2-core machine a lazily loaded
// chunk (sonner's Toaster, a dialog) can take longer than a second to arrive. Waiting longer never
// lets a wrong answer pass; it only avoids failing a right one for being slow.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The session lives in the app's one query client (src/client/lib/query-client.ts): each test starts with it empty.
  resetSessionStore();
});
