import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const page = await (await b.newContext({ userAgent: "Mozilla/5.0 Chrome/156.0.0.0 Safari/537.36" })).newPage();
await page.goto("http://fr.localhost:8945/activities?flow=activity"); await page.waitForSelector("html[data-hydrated=true]");
const ids = await page.locator("select option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
console.log(ids.join(","));
for (const id of ids) {
  const r = await page.evaluate(async (id) => { const res = await fetch("/api/search/activity-only.json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ searchCriterias: { filters: { offer: { categories: { themeIds: [Number(id)] }, familyComposition: { adults: 2, children: 0, babies: 0 } } }, flow: "activity" }, numberOfPackagesPerHotel: 20, page: 0, limit: 18 }) }); return [res.status, (await res.text()).slice(0, 80)]; }, id);
  console.log(id, r);
}
await b.close();
