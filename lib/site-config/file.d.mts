export declare const DEFAULT_SITE_CONFIG_FILE: string;
export declare function siteConfigFile(contentDir?: string): string;
export declare const PRODUCT_LINK_VARIABLES: Record<'app' | 'admin' | 'website' | 'api' | 'github' | 'contact', string>;
export declare function siteEnvDefaults(config: unknown): Record<string, string>;
export declare function applySiteEnv(env?: NodeJS.ProcessEnv): void;
export declare function routeBasesOf(
  routes: unknown,
): { docs: string; blog: string; docsInstances: { id: string; folder: string; routeBasePath: string }[] } | undefined;
