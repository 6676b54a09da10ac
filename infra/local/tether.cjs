// Runs a command as its own child and ends it when the process that started this one dies, for any
// reason, SIGKILL included: that process holds the other end of our stdin, so when it is gone our
// stdin ends. Without this, an `npm start` that crashed left DynamoDB Local and cognito-local
// running, holding their ports. Signals sent to us (stop(), Ctrl-C) are passed on; we exit as the
// child does.
const { spawn } = require('node:child_process');

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const running = () => child.exitCode === null && child.signalCode === null;

function end(signal) {
  if (!running()) return;
  child.kill(signal);
  setTimeout(() => running() && child.kill('SIGKILL'), 3000).unref();
}

process.stdin.on('end', () => end('SIGTERM'));
process.stdin.on('error', () => end('SIGTERM'));
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => end(signal));
child.on('error', (error) => {
  console.error(`could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
