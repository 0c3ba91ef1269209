import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const { startServer } = await import("../tests/e2e/server.mjs");
const server = await startServer(8789);
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--host-resolver-rules=MAP *.localhost 127.0.0.1"];
try {
  for (const url of process.argv.slice(2)) {
    for (let i = 0; i < 2; i++) await fetch(url.replace(/\/\/([a-z]+)\.localhost/, "//127.0.0.1"), { headers: { host: url.match(/\/\/([^/:]+)/)[1], "user-agent": "Mozilla/5.0 Chrome/156" } }).then((r) => r.text());
    const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const a = lhr.audits;
      console.log(url, "perf", lhr.categories.performance.score * 100, "TBT", Math.round(a["total-blocking-time"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "CPU", lhr.environment.benchmarkIndex);
      for (const t of a["long-tasks"]?.details?.items ?? []) console.log("  long task", Math.round(t.startTime), Math.round(t.duration), t.url);
      for (const t of (a["bootup-time"]?.details?.items ?? []).slice(0, 5)) console.log("  bootup", Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile), t.url);
      for (const t of (a["mainthread-work-breakdown"]?.details?.items ?? []).slice(0, 6)) console.log("  main", t.group, Math.round(t.duration));
      for (const t of a["errors-in-console"]?.details?.items ?? []) console.log("  console", t.source, t.description?.slice(0, 200), t.sourceLocation?.url);
    } finally { await chrome.kill(); }
  }
} finally { server.stop(); }
process.exit(0);
