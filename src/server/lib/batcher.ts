/**
 * Group commit: calls made together share one write. Under load many orders share one
 * transaction, whose every statement has a fixed cost (the embedded database runs them one at
 * a time); when quiet a call is written alone, with no wait but one turn of the event loop.
 * A batch that fails is written again one call at a time, so a bad call fails alone.
 */
export function createBatcher<In, Out>(
  writeBatch: (items: In[]) => Promise<Out[]>,
  options: { maxBatch: number },
): (item: In) => Promise<Out> {
  interface Waiting {
    item: In;
    resolve: (value: Out) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeOne(call: Waiting): Promise<void> {
    try {
      const [out] = await writeBatch([call.item]);
      call.resolve(out as Out);
    } catch (error) {
      call.reject(error);
    }
  }

  async function write(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return writeOne(batch[0] as Waiting);
    let outs: Out[];
    try {
      outs = await writeBatch(batch.map((call) => call.item));
    } catch {
      for (const call of batch) await writeOne(call);
      return;
    }
    batch.forEach((call, index) => call.resolve(outs[index] as Out));
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, options.maxBatch);
      waiting = waiting.slice(options.maxBatch);
      await write(batch);
    }
    writing = false;
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) {
        writing = true;
        // The embedded database answers without yielding to the event loop, so nothing could
        // join a write once it starts: first let the requests already received queue theirs.
        setImmediate(() => void drain());
      }
    });
}
