/** The repository's root folder. */
export declare const root: string;
/** Whether dist/ was built after every source file was last changed. */
export declare function distIsCurrent(): boolean;
