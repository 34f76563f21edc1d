// Node 20 has no Temporal; the app loads the polyfill only where a browser lacks it.
import 'temporal-polyfill/global';
