/**
 * The most a request body of any call may hold: its size (nginx's `client_max_body_size`, 1 MiB),
 * the nesting of its arrays and objects, and the entries of each one. Over any of them the server
 * answers 413 without parsing the body (docs/openapi.json states them for every call).
 */
export const BODY_LIMITS = { bytes: 1024 * 1024, depth: 32, items: 1000 } as const;
