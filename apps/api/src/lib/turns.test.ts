import { describe, expect, it } from 'vitest';
import { takingTurns } from './turns';

describe('takingTurns', () => {
  it('lets work that came due during a pass run before the next pass', async () => {
    const turns = takingTurns();
    const order: string[] = [];
    const pass = (name: string) =>
      turns.take().then((done) => {
        order.push(name);
        // Work the pass set off (an answer's I/O, a timer): it goes before the next pass.
        setImmediate(() => order.push(`after ${name}`));
        done();
      });
    await Promise.all([pass('a'), pass('b'), pass('c')]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
  });

  it('starts a pass at once when none is running, and goes on after one that failed', async () => {
    const turns = takingTurns();
    let started = false;
    const first = turns.take().then((done) => {
      started = true;
      try {
        throw new Error('pass failed');
      } finally {
        done();
        done();
      }
    });
    await Promise.resolve();
    expect(started).toBe(true);
    await expect(first).rejects.toThrow('pass failed');
    const order: string[] = [];
    await Promise.all(
      ['x', 'y'].map((name) =>
        turns.take().then((done) => {
          order.push(name);
          done();
        }),
      ),
    );
    expect(order).toEqual(['x', 'y']);
  });

  it('lets as many as asked hold a turn together, and the next in when one gives it back', async () => {
    const turns = takingTurns(2);
    const held: (() => void)[] = [];
    const started: string[] = [];
    const taking = ['a', 'b', 'c'].map((name) =>
      turns.take().then((done) => {
        started.push(name);
        held.push(done);
      }),
    );
    await Promise.all(taking.slice(0, 2));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    held[0]!();
    await taking[2];
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
