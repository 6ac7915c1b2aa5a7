export declare const CACHE_CONTROL: { assets: string; html: string; public: string }
export declare const NGINX_SNIPPET: string
export declare const NGINX_FRAMED_PAGES: string
export declare const NGINX_ADMIN: string
export declare const ADMIN_HEADERS: Record<string, string>
export type FramedPages = { paths: string[]; origin: string }
type FramedHeaders = { paths: string[]; headers: Record<string, string> }
export declare const STATIC_HEADERS: Record<string, string>
export declare function contentSecurityPolicy(scriptHashes: Iterable<string>, frameOrigins?: string[]): string
export declare function inlineScriptHashes(html: string): string[]
export declare function buildScriptHashes(dist: string): Set<string>
export declare function securityHeaders(dist: string, frameOrigins?: string[]): Record<string, string>
export declare function nginxSnippet(headers: Record<string, string>): string
export declare function nginxFramedPages(framed: FramedHeaders | undefined): string
export declare function nginxAdmin(): string
export declare function headersFile(headers: Record<string, string>, dist: string, framed?: FramedHeaders): string
export declare function writeHostingHeaders(dist?: string, framed?: FramedPages): Record<string, string>
