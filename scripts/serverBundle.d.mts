export declare const SERVER_ENTRIES: { main: string; seed: string; jobs: string };
export declare function bundleServer(root?: string): Promise<string>;
export declare function removeServerBundle(dir: string): void;
export declare function bundledEntryArgs(dir: string, entry: keyof typeof SERVER_ENTRIES): string[];
