import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { setLogSinks } from '@/lib/log';

beforeEach(() => {
  // Tests read the log through their own sink when they care; keep the output clean otherwise.
  setLogSinks([]);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
