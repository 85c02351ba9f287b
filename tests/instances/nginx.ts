/**
 * nginx in front of Sanad instances for the multi-instance test and bench (decision 0066): a
 * generated configuration in a new temporary folder (its prefix: pid, error log, temp paths), run
 * as a child process with `daemon off` — never the system service. Round robin over the
 * instances; a request is tried on the next instance when the connection fails or the instance
 * answers 502/503/504, but a POST that reached an instance is never sent twice (nginx's default
 * for non-idempotent methods): the client retries it with its Idempotency-Key.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './ports';

/** Debian's nginx; NGINX_BIN to use another. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** One listening port of nginx and the instance ports it balances. */
export interface Frontend {
  listen: number;
  upstream: number[];
}

/** nginx's configuration for `frontends`, its files under `dir`. */
export function nginxConf(dir: string, frontends: Frontend[]): string {
  const upstreams = frontends.map(
    (f, i) => `  upstream sanad${i} {
${f.upstream.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${f.listen};
    location / {
      proxy_pass http://sanad${i};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Request-ID $sanad_request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_read_timeout 60s;
      # Which instance answered, for the test to see that reads landed on every one.
      add_header X-Upstream $upstream_addr always;
    }
  }`,
  );
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 20m;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The client's X-Request-ID when it sent one, else nginx's own id.
  map $http_x_request_id $sanad_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
${upstreams.join('\n')}
}
`;
}

/** A running nginx. */
export interface Nginx {
  /** `http://127.0.0.1:PORT` of each frontend, in the order given. */
  urls: string[];
  proc: ChildProcess;
  /** Stops nginx (SIGQUIT, then SIGKILL after 3 s) and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts nginx with one listening port per entry of `upstreams` (each a list of instance ports)
 * and waits until each answers.
 * @throws when nginx exits or does not listen within 10 s (the message holds its error log).
 */
export async function startNginx(upstreams: number[][]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-nginx-'));
  const frontends = await Promise.all(
    upstreams.map(async (upstream) => ({ listen: await freePort(), upstream })),
  );
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(dir, frontends));
  const proc = spawn(
    NGINX_BIN,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const urls = frontends.map((f) => `http://127.0.0.1:${f.listen}`);
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  await waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`nginx exited: ${stderr}${errorLog()}`);
      for (const u of urls) await fetch(`${u}/healthz`);
      return true;
    },
    10_000,
    () => `nginx did not listen: ${stderr}${errorLog()}`,
  );
  return {
    urls,
    proc,
    async close() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGQUIT');
        const force = setTimeout(() => proc.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(force);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
