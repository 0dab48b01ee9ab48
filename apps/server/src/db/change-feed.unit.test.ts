import { describe, expect, it } from 'vitest';
import { ANY_TABLE, createChangeFeed } from './change-feed.ts';

function recorded() {
  const feed = createChangeFeed(() => true);
  const tables: string[] = [];
  feed.subscribe((table) => tables.push(table));
  return { feed, tables };
}

describe('the change feed', () => {
  it('acts once on a change that every pooled connection delivers', () => {
    const { feed, tables } = recorded();
    for (let copy = 0; copy < 5; copy += 1) feed.receive('notices 901');
    expect(tables).toEqual(['notices']);
  });

  it('acts on every transaction, and on each table a transaction changed', () => {
    const { feed, tables } = recorded();
    feed.receive('notices 901');
    feed.receive('services 901');
    feed.receive('notices 902');
    feed.receive('notices 901');
    expect(tables).toEqual(['notices', 'services', 'notices']);
  });

  it('acts on every bare table name and on an empty payload as on anything', () => {
    const { feed, tables } = recorded();
    feed.receive('members');
    feed.receive('members');
    feed.receive('');
    expect(tables).toEqual(['members', 'members', ANY_TABLE]);
  });

  it('still recognises a copy after a thousand other changes', () => {
    const { feed, tables } = recorded();
    feed.receive('qnas 1');
    for (let txid = 2; txid <= 1000; txid += 1) feed.receive(`notices ${txid}`);
    feed.receive('qnas 1');
    expect(tables.filter((table) => table === 'qnas')).toHaveLength(1);
  });
});
