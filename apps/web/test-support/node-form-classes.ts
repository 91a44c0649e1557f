// Runs before the component tests' setup (vite.config.ts, `setupFiles`), in Node: outside `src/`, whose code
// runs in the browser.
import { Blob, File } from 'node:buffer';
import { vi } from 'vitest';

// A form sent as multipart (a store with its photos) goes through Node's own Request, which takes only
// Node's own FormData, Blob and File: Node 24 checks their brand, and jsdom's copies fail it (the body then
// went as the text "[object FormData]"). A browser has one of each, so the tests use Node's.
const JsdomFormData = globalThis.FormData;
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

/**
 * Node's FormData, which can also be made from a form element as a browser's can (React DOM does so for a
 * form's action): its fields are read by jsdom's, which knows the element. A file field of such a form has no
 * bytes here (jsdom's File is not Node's); no form of the app sends one that way.
 */
class FormDataOfNode extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form) {
      for (const [name, value] of new JsdomFormData(form, submitter)) {
        if (typeof value === 'string') this.append(name, value);
        else this.append(name, new File([], value.name, { type: value.type }) as unknown as globalThis.File);
      }
    }
  }
}

vi.stubGlobal('FormData', FormDataOfNode);
vi.stubGlobal('Blob', Blob);
vi.stubGlobal('File', File);
