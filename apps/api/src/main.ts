import { enableCompileCache } from 'node:module';

// The built server's entry: V8's compiled code of the server and its libraries is kept on disk (in
// the OS temp folder, or NODE_COMPILE_CACHE), so the next start skips compiling them again. It
// applies only to modules loaded after this call, hence the server comes in a dynamic import.
enableCompileCache();
await import('./server.ts');
