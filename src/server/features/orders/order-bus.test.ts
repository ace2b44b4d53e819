import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createOrderBus, type OrderChanged } from './order-bus.ts';

const tx = {} as Database;
const change = { orderId: 7 } as OrderChanged;

describe('the order bus', () => {
  it('runs subscribers stage by stage, and within a stage in the order they subscribed', async () => {
    const bus = createOrderBus();
    const ran: string[] = [];
    const note = (name: string) => async () => void ran.push(name);
    bus.on('order.edited', 'records', note('audit'));
    bus.on('order.edited', 'notices', note('email'));
    bus.on('order.edited', 'payments', note('withdraw'));
    bus.on('order.edited', 'notices', note('second email'));
    bus.on('order.edited', 'money', note('ledger'));
    await bus.emit(tx, 'order.edited', change);
    expect(ran).toEqual(['withdraw', 'ledger', 'email', 'second email', 'audit']);
  });

  it("runs a change's several events' subscribers together, by stage, each once", async () => {
    const bus = createOrderBus();
    const ran: string[] = [];
    const note = (name: string) => async () => void ran.push(name);
    bus.on('order.status-changed', 'money', note('ledger'));
    bus.on('order.cancelled', 'payments', note('withdraw'));
    bus.on('order.status-changed', 'records', note('audit'));
    bus.on('order.cancelled', 'notices', note('cancel notice'));
    bus.on('order.edited', 'money', note('not this one'));
    await bus.emitChange(tx, ['order.status-changed', 'order.cancelled'], change);
    expect(ran).toEqual(['withdraw', 'ledger', 'cancel notice', 'audit']);
  });

  it('stops at the first subscriber that throws, and throws its error', async () => {
    const bus = createOrderBus();
    const ran: string[] = [];
    bus.on('order.edited', 'money', async () => {
      throw new Error('the ledger failed');
    });
    bus.on('order.edited', 'records', async () => void ran.push('audit'));
    await expect(bus.emit(tx, 'order.edited', change)).rejects.toThrow('the ledger failed');
    expect(ran).toEqual([]);
  });
});
