/** Base URL of the gateway; empty means the same origin, where nginx proxies the API. */
export const API_URL = import.meta.env.VITE_API_URL ?? '';
