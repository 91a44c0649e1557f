// Runs before the component tests' setup (vite.config.ts, `setupFiles`), in Node: outside `src/`, whose code
// runs in the browser.
import { Blob, File } from 'node:buffer';
import { vi } from 'vitest';

// A form sent as multipart (a store with its photos) goes through Node's own Request, which takes only
// Node's own FormData, Blob and File: Node 24 checks their brand, and jsdom's copies fail it (the body then
// went as the text "[object FormData]"). A browser has one of each, so the tests use Node's.
const nodeForm = await new Response(new URLSearchParams()).formData();
vi.stubGlobal('FormData', nodeForm.constructor);
vi.stubGlobal('Blob', Blob);
vi.stubGlobal('File', File);
