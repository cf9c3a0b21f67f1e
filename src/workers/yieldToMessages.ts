/**
 * Lets a worker's queued messages (a cancel, a newer request) in between two pieces of work: a MessageChannel
 * round trip, which is not clamped like setTimeout.
 */
export function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
