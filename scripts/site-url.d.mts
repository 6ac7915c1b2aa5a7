export declare const DEFAULT_SITE_URL: string
export declare function siteUrl(): string
