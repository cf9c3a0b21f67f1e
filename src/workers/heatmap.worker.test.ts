import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBoard, makeFigure, makePiece } from '../rules/board/defaults';
import { heatMap, oddsTableScorer } from '../rules/board/heatmap';
import type { HeatmapJobRequest, HeatmapWorkerMessage, HeatmapWorkerReply } from './heatmap.worker';
import { heatmapClient } from './heatmapClient';

/**
 * The worker's protocol, run in this thread: the worker module is imported with a stand-in global scope
 * (its onmessage is called directly, its postMessage recorded), and the client is driven against a stand-in
 * Worker that forwards to it.
 */

const board = makeBoard({
  width: 12,
  depth: 12,
  terrain: [makePiece({ id: 'wall', kind: 'wall', x: 6, z: 6, width: 1, depthExtent: 6, height: 3 })],
  figures: [
    makeFigure({ id: 'me', x: 1.5, z: 1.5 }),
    makeFigure({ id: 'them', x: 9.5, z: 6.5, side: 'hostile' }),
  ],
});
const request = { moverId: 'me', targetId: 'them', move: { allowance: 4 } };

const replies: HeatmapWorkerReply[] = [];
/** Where the worker's replies go: the list above, or a stand-in Worker's onmessage. */
let listener: (reply: HeatmapWorkerReply) => void = (reply) => replies.push(reply);
let deliver: ((data: unknown) => void) | null = null;
/** A worker's onmessage is handed whatever was posted to it: its data is unknown until the worker reads it. */
const scope = globalThis as unknown as {
  postMessage?: (reply: HeatmapWorkerReply) => void;
  onmessage?: ((event: { data: unknown }) => void) | null;
};

beforeAll(async () => {
  scope.postMessage = (reply) => {
    listener(reply);
  };
  await import('./heatmap.worker');
  const handler = scope.onmessage;
  if (typeof handler !== 'function') throw new Error('the worker set no onmessage');
  deliver = (data) => handler({ data });
});

afterAll(() => {
  delete scope.postMessage;
  scope.onmessage = null;
});

/** Lets the worker's pieces and their message-channel yields run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function send(message: HeatmapWorkerMessage): void {
  post(message);
}

/** Posts anything, as a stale or foreign page could: what the worker itself refuses. */
function post(data: unknown): void {
  if (deliver === null) throw new Error('worker not loaded');
  deliver(data);
}

describe('heat-map worker', () => {
  it('answers a request with the same map as the kernel, in pieces', async () => {
    replies.length = 0;
    send({ id: 1, board, request, chunk: 7 } satisfies HeatmapJobRequest);
    await settle();
    expect(replies).toHaveLength(1);
    const reply = replies[0];
    if (reply === undefined || 'error' in reply) throw new Error('no map');
    expect(reply.id).toBe(1);
    expect(reply.map).toEqual(heatMap(board, request));
  });

  it('drops a job when a newer request arrives, and a cancelled one answers nothing', async () => {
    replies.length = 0;
    send({ id: 2, board, request, chunk: 5 });
    send({ id: 3, board, request: { ...request, targetId: 'me', moverId: 'them' }, chunk: 5 });
    await settle();
    expect(replies.map((r) => r.id)).toEqual([3]);
    replies.length = 0;
    send({ id: 4, board, request, chunk: 5 });
    send({ id: 4, cancel: true });
    await settle();
    expect(replies).toEqual([]);
  });

  it('answers a bad request or an unknown scorer with an error', async () => {
    replies.length = 0;
    send({ id: 5, board, request: { ...request, targetId: 'nobody' } });
    post({ id: 6, board, request, scorer: { name: 'dice', params: { bands: [] } } });
    await settle();
    expect(replies).toEqual([
      { id: 5, error: 'No target "nobody" to map against.' },
      { id: 6, error: 'No heat-map scorer "dice".' },
    ]);
  });
});

describe('heat-map client', () => {
  /** A stand-in Worker that hands each message to the worker module above and its replies back. */
  function fakeWorker(): Worker {
    const fake = {
      onmessage: null as ((event: MessageEvent<HeatmapWorkerReply>) => void) | null,
      onerror: null,
      postMessage: (message: HeatmapWorkerMessage) => {
        send(message);
      },
      terminate: vi.fn(),
    };
    listener = (reply) => {
      queueMicrotask(() => fake.onmessage?.({ data: reply } as MessageEvent<HeatmapWorkerReply>));
    };
    return fake as unknown as Worker;
  }

  it('resolves the newest request with its map and every superseded one with null at once', async () => {
    const request2 = heatmapClient(fakeWorker);
    const first = request2(board, request, { chunk: 5 });
    const table = {
      bands: [24],
      clear: { still: [0.5], moved: [0.25] },
      cover: { still: [0.3], moved: [0.1] },
    };
    const second = request2(board, request, { chunk: 5, scorer: { name: 'odds-table', params: table } });
    expect(await first.promise).toBeNull();
    const map = await second.promise;
    // The worker built the named scorer from its parameters: the same odds as the scorer run here.
    expect(map).toEqual(heatMap(board, request, oddsTableScorer(table)));
    const third = request2(board, request);
    third.cancel();
    expect(await third.promise).toBeNull();
    listener = (reply) => replies.push(reply);
  });
});
