// The entry of the computer seats' worker thread: the room server is TypeScript loaded through
// tsx (serve.mjs, main.ts), and a worker thread does not inherit that loader, so it loads its
// module the same way.
import { tsImport } from 'tsx/esm/api';

await tsImport('./computer-thread.ts', import.meta.url);
