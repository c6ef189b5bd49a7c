import type { ChildProcess } from 'node:child_process';
export function freePort(): Promise<number>;
export function startServer(dataDir: string, port: number, timeoutMs?: number): Promise<{ child: ChildProcess; ms: number }>;
export function stopServer(child: ChildProcess): Promise<void>;
