const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/main-DerAaC6W.js","assets/rolldown-runtime-DQp2zzRu.js","assets/framework-B3PySpgF.js","assets/shell-oMbG3FHC.js","assets/shell-DYROvCsN.css","assets/logger-BAX1XnkR.js","assets/telemetry-QWDau4a5.js","assets/preload-helper-DmnJAiNt.js","assets/ready-B5J0Qfs3.js","assets/gate-DBURbq8t.js","assets/fatal-error-5DemZgBI.js","assets/i18n-ClyN93g2.js","assets/step-guard-BVepQ2Li.js","assets/loader-B90mzAe2.js","assets/temporal-COggACj8.js"])))=>i.map(i=>d[i]);
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
// src/entry.ts
requestAnimationFrame(() => setTimeout(() => void __vitePreload(() => import("./main-DerAaC6W.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14]))));
