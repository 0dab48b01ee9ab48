/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, default '/api'; set it when the SPA is served from another origin than the API. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
