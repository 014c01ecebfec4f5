// antd reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
    addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});

// antd's selects and modals observe their size, which jsdom does not lay out.
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: class { observe() {} unobserve() {} disconnect() {} } });
