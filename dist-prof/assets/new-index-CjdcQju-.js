import { t as HomePage } from "./home-page-Cgheo9rc.js";
// src/routes/{-$locale}/_redesign/new-index.tsx?tsr-split=component
var SplitComponent = HomePage;
export { SplitComponent as component };
