declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx's mapped address, e.g. http://localhost:32768 */
    baseUrl: string;
    /** The JWT_SECRET the stack's gateway runs with, for signing test tokens. */
    jwtSecret: string;
    /** The stack's admin account (ADMIN_USERNAME / ADMIN_PASSWORD of its gateway). */
    admin: { username: string; password: string };
    /** The stack's gateway container, for looking into its database. */
    gatewayContainerId: string;
  }
}

export {};
