const { startServer } = await import("../tests/e2e/server.mjs");
const { chromium } = await import("playwright-core");
const server = await startServer(8789);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
try {
  for (const url of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const { profile } = await cdp.send("Profiler.stop");
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas; let total = 0;
    profile.samples.forEach((id, i) => { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.replace(/^.*\//, "")}:${cf.lineNumber}`; self.set(k, (self.get(k) || 0) + (dt[i] || 0)); total += dt[i] || 0; });
    // inclusive time per function
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
    const incl = new Map();
    profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const cf = n.callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.replace(/^.*\//, "")}:${cf.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + (dt[i] || 0)); seen.add(k); } cur = parent.get(cur); } });
    console.log(url, "total ms", Math.round(total / 1000));
    console.log(" self:"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log("  ", Math.round(v / 1000), k);
    console.log(" inclusive:"); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log("  ", Math.round(v / 1000), k);
    await page.close();
  }
} finally { await browser.close(); server.stop(); }
process.exit(0);
