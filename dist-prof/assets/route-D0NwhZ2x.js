import { g as require_jsx_runtime, l as Outlet } from "./framework-B3PySpgF.js";
import { r as EmptyLayout } from "./shell-oMbG3FHC.js";
// src/routes/{-$locale}/_empty/route.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
var SplitComponent = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyLayout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}) });
export { SplitComponent as component };
