import { type UseStore } from 'idb-keyval';
export declare const SHARE_ACTION = "/share-target";
export declare const SHARED_FLAG = "shared";
export declare const shareStore: () => UseStore;
export interface SharedFile {
    name: string;
    type: string;
    lastModified: number;
    blob: Blob;
}
export declare function putSharedFiles(files: SharedFile[], store?: UseStore): Promise<void>;
/** The shared files, oldest first, removed from the inbox as they are taken. */
export declare function takeSharedFiles(store?: UseStore): Promise<File[]>;
