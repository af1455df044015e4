#!/usr/bin/env node
// Installed entry point: the bundled CLI (npm's prepare script builds dist/; scripts/bundle-cli.ts).
import "../dist/bundle/bin.js";
