import { describe, expect, it } from 'vitest';
import { CLIENT_LEFT, concurrencyGate } from '../../server/http/concurrencyGate.js';

/** A task that runs until `finish` is called, recording when it started. */
function heldTask(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stays = () => false;

describe('concurrencyGate', () => {
  it('runs at most its limit at once and the rest in the order they came', async () => {
    const gate = concurrencyGate(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(name, started));
    const answers = tasks.map(({ task }) => gate.run(task, stays));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // A task arriving now waits behind 'd', although a place is about to free up.
    const late = heldTask('e', started);
    const lateAnswer = gate.run(late.task, stays);
    tasks[0].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2].finish();
    tasks[3].finish();
    late.finish();
    expect(await Promise.all([...answers, lateAnswer])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops a waiting task whose client left, unrun, and lets the next one in', async () => {
    const gate = concurrencyGate(1);
    const started: string[] = [];
    const first = heldTask('first', started);
    const abandoned = heldTask('abandoned', started);
    const next = heldTask('next', started);
    let left = false;
    const answers = [
      gate.run(first.task, stays),
      gate.run(abandoned.task, () => left),
      gate.run(next.task, stays),
    ];
    left = true;
    first.finish();
    next.finish();
    expect(await Promise.all(answers)).toEqual(['first', CLIENT_LEFT, 'next']);
    expect(started).toEqual(['first', 'next']);
  });

  it('frees the place of a task that failed', async () => {
    const gate = concurrencyGate(1);
    const failed = gate.run(() => Promise.reject(new Error('baza niedostępna')), stays);
    const after = gate.run(() => Promise.resolve('dalej'), stays);
    await expect(failed).rejects.toThrow('baza niedostępna');
    expect(await after).toBe('dalej');
  });
});
