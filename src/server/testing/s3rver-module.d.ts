// The small part of s3rver (3.7, no bundled types) that the storage tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 = any free port. */
    port?: number;
    silent?: boolean;
    /** Folder where s3rver keeps its buckets. */
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }
  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export default S3rver;
}
