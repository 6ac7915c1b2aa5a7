export declare const DEPLOY_ROOT: string
export declare const MISSING_NGINX: string
export declare function nginxPath(): string | undefined
export declare function renderSiteConfig(options: { root: string; listen: string; source?: string }): string
export declare function freePort(): Promise<number>
export declare function startNginx(options?: { root?: string; port?: number }): Promise<{
  origin: string
  dir: string
  log: () => string
  stop: () => Promise<void>
}>
