export declare const CACHE_CONTROL: { assets: string; html: string; public: string }
export declare const NGINX_SNIPPET: string
export declare const STATIC_HEADERS: Record<string, string>
export declare function contentSecurityPolicy(scriptHashes: Iterable<string>): string
export declare function inlineScriptHashes(html: string): string[]
export declare function buildScriptHashes(dist: string): Set<string>
export declare function securityHeaders(dist: string): Record<string, string>
export declare function nginxSnippet(headers: Record<string, string>): string
export declare function headersFile(headers: Record<string, string>, dist: string): string
export declare function writeHostingHeaders(dist?: string): Record<string, string>
