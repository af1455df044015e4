#!/usr/bin/env node
// Installed entry point: the compiled CLI (npm's prepare script builds dist/).
import "../dist/cli/bin.js";
