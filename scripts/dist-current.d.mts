/** The repository's root folder. */
export declare const root: string;
/** SHA-256 of every file under src/, names and contents: what a build records. */
export declare function sourcesHash(): string;
/** Whether dist/ was built, whole, from the sources as they are now (their hash recorded by the build). */
export declare function distIsCurrent(): boolean;
