import { afterAll } from 'vitest';
// antd reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
    addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});

// antd's selects and modals observe their size, which jsdom does not lay out.
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: class { observe() {} unobserve() {} disconnect() {} } });

// React finishes an unmount's effects on a later turn (the scheduler's setImmediate): let it run before the file's
// window is torn down, or it reaches for a window that is gone. 50 ms was once too little on a busy CI machine.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
