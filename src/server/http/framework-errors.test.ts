import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('an over-long URL parameter answers in our error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories/${'x'.repeat(500)}` });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
});

test('a badly encoded URL answers in our error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stories/%E0%A4%A' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
});

test('a protected route refuses a visitor before reading the body', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/messages', headers: { 'content-type': 'application/json' }, payload: '{"not json' });
  expect(res.statusCode).toBe(401);
});
