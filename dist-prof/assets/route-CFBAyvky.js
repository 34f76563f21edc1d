import { l as Outlet } from "./framework-B3PySpgF.js";
// src/routes/{-$locale}/route.tsx?tsr-split=component
var SplitComponent = Outlet;
export { SplitComponent as component };
