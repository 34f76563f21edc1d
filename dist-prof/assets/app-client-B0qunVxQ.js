export { t as createAppApiClient } from "./app-client-BdVo_JDt.js";
