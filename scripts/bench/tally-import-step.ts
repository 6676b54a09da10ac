import { performance } from 'node:perf_hooks';
import { runTallyImportStep } from '../../functions/src/lib/tally/import-job';

/**
 * One import step of the ImportTally worker in a process of its own, as a Lambda runs it
 * (tally-import.ts starts it): prints its wall time, its CPU time and its peak resident memory.
 *
 *   npx tsx scripts/bench/tally-import-step.ts <company id> <import id> <user id>
 */
const [companyId = '', importId = '', userId = ''] = process.argv.slice(2);
const started = performance.now();
await runTallyImportStep({ company_id: companyId, import_id: importId, step: 'import', user_id: userId });
const seconds = (performance.now() - started) / 1000;
// CPU times are in microseconds, maxRSS in kilobytes.
const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
console.log(JSON.stringify({ seconds, cpuSeconds: (userCPUTime + systemCPUTime) / 1e6, peakRssMb: maxRSS / 1024 }));
