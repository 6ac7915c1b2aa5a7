export declare const DEFAULT_SITE_URL: string
export declare function siteUrl(): string
export declare function isPreview(): boolean
export declare function isPublicOrigin(origin: string): boolean
