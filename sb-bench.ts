import { measureSearch } from "./scripts/bench/search.ts";
await measureSearch();
