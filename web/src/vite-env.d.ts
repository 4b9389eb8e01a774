/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The client build, for the server entry (vite-plugins/client-build.ts). */
declare module 'virtual:client-build' {
  import type { Manifest } from 'vite';

  /** The client build's index.html; in development and tests, the source one. */
  export const template: string;
  /** The client build's manifest; empty in development and tests. */
  export const manifest: Manifest;
}
