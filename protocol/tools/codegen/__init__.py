"""Code generated from protocol/schema: one schema reader (`model`), one emitter per output.

- `swift`: the Swift wire codecs of WidgetProtocol;
- `python_sdk`: the Python SDK's builders, enums and models (protocol/sdk/python/widgetsdk/schema.py);
- `node_sdk`: the Node SDK's helpers with JSDoc and its TypeScript declarations (protocol/sdk/node/widgetsdk/schema.js, .d.ts);
- `sdk_common`: what the SDK emitters share (names, documentation, which types the host sends);
- `spec`: the spec's wording (protocol/README.md) that the SDKs carry as documentation.

`protocol/tools/generate_codecs.py` runs them all (`outputs`); standard library only.
"""
