export declare const RANGES: [number, number][]
export declare const WEIGHTS: { min: number; max: number }
export declare const FONTS: { source: string; out: string }[]
export declare const OUT_DIR: string
export declare function covered(char: string): boolean
export declare function subsetFonts(root?: string): Promise<void>
