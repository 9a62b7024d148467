/** The Node flags the API server runs with (server-node-flags.mjs). */
export function serverNodeFlags(): string[];
