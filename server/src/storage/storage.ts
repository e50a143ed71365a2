/**
 * Where uploaded files live. The default keeps them on local disk under DATA_DIR/uploads and
 * serves them at /uploads/…; an S3-compatible store can implement the same interface.
 */
export interface Storage {
  /** Stores a file under a key such as `photos/2026/11/<uuid>/card.webp`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a file, or every file under a key prefix ending in `/`. Missing files are fine. */
  delete(keyOrPrefix: string): Promise<void>;
  /** The URL the browser loads the file from. */
  publicUrl(key: string): string;
}
