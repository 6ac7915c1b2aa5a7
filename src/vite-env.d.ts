/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, without a trailing slash (vite.config.ts defines it from SITE_URL). */
  readonly SITE_URL: string
}
