import 'dotenv/config';
import { loadConfig } from '../config/env.js';
import { migrateStorage } from '../lib/storage/migrate.js';
import { LocalStorage } from '../lib/storage/local-storage.js';
import { localStorageDirectory, s3StorageFromConfig } from '../lib/storage/storage.js';

/**
 * `npm run storage:migrate`: copies the files kept in the data directory (DATA_DIR/uploads/final)
 * into the bucket the S3_* variables name, skipping those already there, then says what it did.
 * Run it, then start the portal with STORAGE=s3 (README, "Storage"). The local files stay.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.S3_BUCKET) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the S3 keys) to the bucket to copy the files into.',
    );
    return 2;
  }
  const from = new LocalStorage(localStorageDirectory(config));
  const to = await s3StorageFromConfig(config);
  try {
    const report = await migrateStorage(from, to, (key, size) =>
      console.log(`copied ${key} (${size} bytes)`),
    );
    console.log(
      `storage:migrate: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already in bucket ${config.S3_BUCKET}`,
    );
    return 0;
  } finally {
    to.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
