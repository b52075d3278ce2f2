/** The console's entry: the page at /__console/ (index.html) loads it, bundled by esbuild (scripts/console.mjs). */
import { render } from "preact";
import { App } from "./app.js";
import { readToken } from "./link.js";
import "./console.css";

render(<App token={readToken()} />, document.getElementById("console")!);
