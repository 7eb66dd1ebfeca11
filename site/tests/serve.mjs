// A minimal static file server for the built site (site/public), used by the browser tests
// so that pages load over http:// exactly as they would from any static host.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.zip': 'application/zip',
};

// mounts: { '/fixture/': '/some/folder' } serves that folder under that prefix (test data beside the site).
export async function serve(root, mounts = {}) {
  const server = createServer(async (req, res) => {
    try {
      let urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let base = resolve(root);
      for (const [prefix, dir] of Object.entries(mounts)) {
        if (urlPath.startsWith(prefix)) { base = resolve(dir); urlPath = urlPath.slice(prefix.length - 1); }
      }
      let path = normalize(join(base, urlPath));
      if (!path.startsWith(base)) { res.writeHead(403).end(); return; }
      if ((await stat(path)).isDirectory()) path = join(path, 'index.html');
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}
