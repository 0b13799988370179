declare module 'virtual:client-module-graph' {
  /** Each browser script's address and the addresses it imports (vite.config.ts, clientModuleGraph). */
  const graph: Readonly<Record<string, readonly string[]>>;
  export default graph;
}
