/** Types of server-bundle.mjs (plain JavaScript, so `npm start` runs it without TypeScript tooling). */
export declare const rootDir: string;
export declare const serverBundleDir: string;
export declare function inspectServerBundle(root?: string): { action: 'build' | 'fresh'; reason: string };
export declare function bundleEntry(name: 'main' | 'cli'): string;
export declare function buildServerBundle(options?: { prune?: boolean }): Promise<void>;
export declare function ensureServerBundle(log: (line: string) => void): Promise<void>;
