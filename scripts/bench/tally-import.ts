import { createReadStream, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { financialYearStart, indianDate } from '../../shared/src/financial-year';
import { readBooksPeriod } from '../../functions/src/lib/reports/books-period';
import { trialBalance } from '../../functions/src/lib/reports/trial-balance';
import { s3Client } from '../../functions/src/lib/s3/client';
import { createImportRecord, getImportRecord, moveImport } from '../../functions/src/lib/tally/import-store';
import { apiCaller, startBenchStack } from './bench-kit';
import { benchUser } from './bench-user';
import { benchCompany } from './seed-books';
import { writeTallyDayBook } from './tally-day-book';

/**
 * Issue 35: a Tally Prime export of 50,000 vouchers (UTF-16, tally-day-book.ts) imported by the
 * ImportTally worker's own code in a process of its own (tally-import-step.ts), on a stack of its
 * own: the import step's wall time, vouchers a second, and the worker process's peak resident
 * memory. Then the same file imported again (every voucher matched by its GUID), and the trial
 * balance's totals, which must agree.
 *
 *   npx tsx scripts/bench/tally-import.ts [vouchers]   (50000 unless given)
 */
const VOUCHERS = Number(process.argv[2] ?? 50_000);
const run = promisify(execFile);

const stack = await startBenchStack('hisaab-bench-tally');
const file = join(tmpdir(), `tally-bench-${VOUCHERS}.xml`);
try {
  const from = financialYearStart();
  const bytes = await writeTallyDayBook(file, { vouchers: VOUCHERS, from, to: indianDate() });
  console.log(`file: ${VOUCHERS} vouchers, ${(bytes / 1024 / 1024).toFixed(0)} MB (UTF-16)`);

  const user = await benchUser(stack.info);
  const call = apiCaller(stack.info, user.idToken);
  const companyId = await benchCompany(call, 'Bench Pharma Distributors');

  const importOnce = async (label: string) => {
    const record = await createImportRecord(companyId, { name: 'day-book.xml', size: statSync(file).size });
    await s3Client().send(
      new PutObjectCommand({
        Bucket: process.env.UPLOADS_BUCKET,
        Key: record.file_key,
        Body: createReadStream(file),
        ContentLength: statSync(file).size,
      }),
    );
    await moveImport(companyId, record._id, ['uploaded'], 'importing');
    // The step runs in a process of its own, as in a Lambda of 512 MB: its heap held to 400 MB, its
    // memory the worker's alone.
    const { stdout } = await run(
      'npx',
      ['tsx', join(import.meta.dirname, 'tally-import-step.ts'), companyId, record._id, user.claims.sub],
      {
        env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=400' },
        maxBuffer: 1024 * 1024,
      },
    );
    const { seconds, cpuSeconds, peakRssMb } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      seconds: number;
      cpuSeconds: number;
      peakRssMb: number;
    };
    const done = await getImportRecord(companyId, record._id);
    if (done?.status !== 'imported') throw new Error(`import ${done?.status}: ${done?.error}`);
    const outcome = done.outcome;
    console.log(
      `${label}: ${seconds.toFixed(0)} s (worker CPU ${cpuSeconds.toFixed(0)} s), ${(VOUCHERS / seconds).toFixed(0)} vouchers/s; ` +
        `created ${outcome?.created.voucher}, matched ${outcome?.matched.voucher}, refused ${outcome?.problem_count}, ` +
        `noted ${outcome?.note_count}; worker's peak memory ${peakRssMb.toFixed(0)} MB`,
    );
    for (const problem of [...(outcome?.problems ?? []), ...(outcome?.notes ?? [])].slice(0, 5))
      console.log(`  ${problem.name}: ${problem.message}`);
  };

  await importOnce('first import');
  const first = trialBalance(await readBooksPeriod(companyId, from, indianDate())).totals;
  await importOnce('same file again');
  const again = trialBalance(await readBooksPeriod(companyId, from, indianDate())).totals;
  console.log(
    `trial balance: closing ${first.closing_debit / 100} Dr = ${first.closing_credit / 100} Cr; ` +
      `unchanged by the second import: ${JSON.stringify(first) === JSON.stringify(again)}`,
  );
} finally {
  await rm(file, { force: true });
  await stack.stop();
}
