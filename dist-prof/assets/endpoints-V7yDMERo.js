export { t as ENDPOINTS } from "./endpoints-CXsnQa0X.js";
