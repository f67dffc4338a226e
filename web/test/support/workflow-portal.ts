import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createWorld, launchSecondBrowser, ORDER_TEST_CONFIG, type OrderWorld } from './orders';
import { type Portal, startPortal } from './portal';

// One portal, its people and a second browser (the sales representative watching) for the
// order workflow's browser tests (workflow.test.ts, workflow-exceptions.test.ts): each file
// calls useWorkflowPortal() once; the bindings below are live, set by its beforeAll.
export let portal: Portal;
export let world: OrderWorld;
export let second: Awaited<ReturnType<typeof launchSecondBrowser>>;

export function useWorkflowPortal() {
  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    second = await launchSecondBrowser();
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
    expect(second.errors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await second?.browser.close();
    await portal?.close();
  });
}
