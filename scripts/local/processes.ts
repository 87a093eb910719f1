import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { portVariables } from './config';

const liveChildren = new Set<ChildProcess>();

/*
 * Children run in their own process group (spawned detached), so a Ctrl-C in the terminal
 * reaches only this process, which then stops them in order. If this process ends without
 * doing so (an uncaught error, a second Ctrl-C), they must not outlive it: a leftover Java
 * process would hold port 8000 and the database files. Sending a signal is synchronous, so
 * it still works inside 'exit'.
 */
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

const stopRequested = new WeakSet<ChildProcess>();

/**
 * Remembers a child so it is killed with this process, and says so when it dies on its own:
 * the rest of the stack keeps running, and its errors would otherwise be puzzling.
 */
export function trackChild(child: ChildProcess, name: string): ChildProcess {
  liveChildren.add(child);
  child.once('exit', (code, signal) => {
    liveChildren.delete(child);
    if (!stopRequested.has(child)) console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
  });
  return child;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Asks a child to stop, escalates to SIGKILL after a grace period, and resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  stopRequested.add(child);
  if (hasExited(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Keeps the last lines a child printed, to explain a failed start. */
export function collectOutput(child: ChildProcess, maxLines = 40): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** Closes a server and the keep-alive connections that would otherwise hold it open. */
export async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeAllConnections();
  await closed;
}

/** Whether something at `host` accepts a TCP connection on `port` within a second. */
export function acceptsConnections(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Fails early, with the port's name, instead of letting an emulator die with an obscure bind error. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  await Promise.all(
    Object.entries(ports).map(async ([service, port]) => {
      const inUse = (await acceptsConnections(port, '127.0.0.1')) || (await acceptsConnections(port, '::1'));
      if (inUse) busy.push(`${service} (port ${port})`);
    }),
  );
  if (busy.length > 0) {
    throw new Error(
      `Ports already in use: ${busy.join(', ')}. Another local stack may still be running; stop it, ` +
        `or choose other ports with ${Object.values(portVariables).join(', ')}.`,
    );
  }
}

/**
 * Resolves once a child prints a line matching `ready` (the emulators print one once they listen).
 * Polling the port instead would be unsafe: while nothing listens on a port of the ephemeral range
 * (shifted test ports are), a connection to it may be given that same port as its own and connect
 * to itself, which then keeps the emulator from binding it. `failure` is the child's own account
 * of why it stopped, reported if it exits or fails to start first.
 */
export function waitForOutput(
  child: ChildProcess,
  ready: RegExp,
  description: string,
  { timeoutMs = 60_000, failure }: { timeoutMs?: number; failure?: () => Error | null } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let recent = '';
    const onData = (chunk: Buffer) => {
      recent = (recent + stripVTControlCharacters(chunk.toString('utf8'))).slice(-8192);
      if (ready.test(recent)) finish(null);
    };
    const onEnd = () => finish(failure?.() ?? new Error(`${description} stopped during start-up`));
    const timer = setTimeout(() => finish(new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${description}`)), timeoutMs);
    function finish(error: Error | null) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onEnd);
      child.off('error', onEnd);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onEnd);
    child.once('error', onEnd);
  });
}

/** Resolves true when an HTTP GET of `url` answers with a status below 500. */
export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status < 500;
}
