/** IPC between the load harness and the processes it starts (server, clients, relays). */
import type { ChildProcess } from "node:child_process";

/** The first message of `child` that `pick` makes something of; rejects after `ms` without one. */
export function once<T>(child: ChildProcess, pick: (m: any) => T | undefined, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("load: a process did not answer in time")), ms);
    const on = (m: any) => {
      const v = pick(m);
      if (v === undefined) return;
      clearTimeout(timer);
      child.off("message", on);
      resolve(v);
    };
    child.on("message", on);
  });
}
