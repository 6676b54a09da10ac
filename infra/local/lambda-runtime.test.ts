import { describe, expect, it } from 'vitest';
import { invokeRouteHandler } from './lambda-runtime';

// handlerEntry() resolves modules under functions/src; the fixture sits beside this test.
const waitingHandler = '../../infra/local/fixtures/waiting-handler';

describe('an API route handler run locally', () => {
  it('answers when it finishes within the timeout', async () => {
    await expect(invokeRouteHandler(waitingHandler, { waitMs: 10 }, 2_000)).resolves.toEqual({
      statusCode: 200,
      body: 'waited 10 ms',
    });
  });

  it('fails, as Lambda does, when it runs past the timeout', async () => {
    await expect(invokeRouteHandler(waitingHandler, { waitMs: 2_000 }, 50)).rejects.toThrow(
      '../../infra/local/fixtures/waiting-handler timed out after 50 ms',
    );
  });
});
