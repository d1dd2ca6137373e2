// A stand-in for a server worker, forked through `cluster` by `startWorkers` in
// workers.test.ts (a real one runs the TypeScript CLI, seconds to start). It does what
// the test says, when it says it, so the test orders each step the primary sees.
import cluster from 'node:cluster';
import { createServer } from 'node:http';

process.on('message', (command) => {
  if (command.listen) {
    // Answers with its worker id: the test sees which worker served a request.
    const server = createServer((_req, res) => res.end(String(cluster.worker.id)));
    server.listen(0, '127.0.0.1', () =>
      process.send({ url: `http://127.0.0.1:${server.address().port}` }),
    );
  } else if (command.fail) {
    process.send({ failed: command.fail });
  } else if ('exit' in command) {
    process.exit(command.exit);
  }
});
// A message sent before the listener above is lost: the test waits for this line first.
process.stdout.write('ready\n');
