/**
 * The 404 page of an unknown static page, ideas page or minisite: the shop's own 404 page with its
 * search widgets (spec 001 §2 "404 page"), loaded only when needed so the content pages do not
 * carry the search box's code.
 */
import { Suspense } from "react";
import { lazy } from "../../../ui/lazy";
import { NotFoundPage } from "../../shell";
import { loadNotFoundScreen } from "../../shell";

const NotFoundScreen = lazy(() => loadNotFoundScreen().then((m) => ({ default: m.NotFoundScreen })));

export function ContentMissing() {
  return (
    <Suspense fallback={<NotFoundPage />}>
      <NotFoundScreen />
    </Suspense>
  );
}
