export declare const DOCUSAURUS_COMPAT: Readonly<Record<string, string>>;
export declare const DOCUSAURUS_PREFIXES: readonly string[];
export declare function compatFileOf(module: string): string | undefined;
export declare function compatAliases(): Record<string, string>;
