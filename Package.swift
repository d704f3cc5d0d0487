// swift-tools-version: 6.0
// Rules for this file: one `// MARK:` section per module, each beside its tests and
// fixtures; one dependency per line; no package dependencies (the machine cannot fetch any).
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    // A module is used only where it is imported: a missing import fails here, not in an
    // embedder's build (WidgetPackageTests checks the imports against the dependencies below).
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "WidgetHost",
    products: [
        // Every library module of Sources/ is a product (WidgetPackageTests checks it): the
        // types of each appear in the public API of another.
        .library(name: "WidgetConcurrency", targets: ["WidgetConcurrency"]),
        .library(name: "WidgetJSON", targets: ["WidgetJSON"]),
        .library(name: "WidgetProtocol", targets: ["WidgetProtocol"]),
        .library(name: "WidgetProtocolFoundation", targets: ["WidgetProtocolFoundation"]),
        .library(name: "WidgetRPC", targets: ["WidgetRPC"]),
        .library(name: "WidgetProcess", targets: ["WidgetProcess"]),
        .library(name: "WidgetHost", targets: ["WidgetHost"]),
        .library(name: "WidgetSamples", targets: ["WidgetSamples"]),
        .library(name: "WidgetRendering", targets: ["WidgetRendering"]),
        .library(name: "WidgetDashboard", targets: ["WidgetDashboard"]),
        .library(name: "WidgetLogFormat", targets: ["WidgetLogFormat"]),
        .library(name: "WidgetLogs", targets: ["WidgetLogs"]),
        .library(name: "WidgetHTTP", targets: ["WidgetHTTP"]),
        .library(name: "WidgetServe", targets: ["WidgetServe"]),
        .library(name: "WidgetConformance", targets: ["WidgetConformance"]),
        .library(name: "WidgetBundles", targets: ["WidgetBundles"]),
        .library(name: "WidgetUsage", targets: ["WidgetUsage"]),
        .library(name: "WidgetSDK", targets: ["WidgetSDK"]),
        .executable(name: "widgets", targets: ["widgets"]),
        .executable(name: "widget-sentinel", targets: ["widget-sentinel"]),
    ],
    targets: [
        // MARK: - Benchmarks

        .target(
            name: "CPipeFloor",
            path: "Benchmarks/CPipeFloor"
        ),
        .executableTarget(
            name: "widgets-bench",
            dependencies: [
                // Not linked: built alongside, for the integrity rows' installed checklist.
                "checklist-widget",
                "CPipeFloor",
                "WidgetBundles",
                "WidgetHost",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRPC",
                "WidgetTestSupport",
                "fast-widget",
            ],
            path: "Benchmarks/WidgetBench",
            swiftSettings: swiftSettings
        ),

        // widgets serve's page in a browser: latency to the DOM, idle cost, 100 cards.
        .executableTarget(
            name: "serve-bench",
            dependencies: [
                "checklist-widget",
                "WidgetDashboard",
                "WidgetHost",
                "WidgetHTTP",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRendering",
                "WidgetServe",
                "WidgetTestSupport",
            ],
            path: "Benchmarks/ServeBench",
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetConformance (the `widgets check` battery) and the `widgets` CLI

        .target(
            name: "WidgetConformance",
            dependencies: [
                "WidgetConcurrency",
                // The `dashboard` check runs the widget under the host's supervisor and dashboard model.
                "WidgetDashboard",
                "WidgetHost",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
                // The symbol table, so `check` can warn about a name the renderers only approximate.
                "WidgetRendering",
                "WidgetRPC",
                "WidgetSamples",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "widgets",
            dependencies: [
                // Not linked: built alongside, so the bundled manifest finds it next to `widgets`.
                "checklist-widget",
                "WidgetBundles",
                "WidgetConcurrency",
                "WidgetConformance",
                "WidgetDashboard",
                "WidgetHost",
                "WidgetHTTP",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetLogs",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRendering",
                "WidgetRPC",
                "WidgetSamples",
                "WidgetServe",
                "WidgetUsage",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetCLITests",
            dependencies: [
                "checklist-widget",
                "WidgetHost",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRendering",
                "widgets",
                "WidgetSamples",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetConformanceTests",
            dependencies: [
                // Not linked: the SDK's fixture widgets, checked in the sandbox.
                "sdk-test-widget",
                "WidgetConformance",
                "WidgetHost",
                "WidgetJSON",
                "WidgetProtocol",
                "widgets",
                "WidgetSamples",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetBundles (widget bundles: widget.json, the archive, digests, the install store)

        // The system's zlib (Debian: zlib1g-dev), for the archives' gzip layer: no package.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "WidgetBundles",
            dependencies: [
                "CZlib",
                "WidgetHost",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetBundlesTests",
            dependencies: [
                "WidgetBundles",
                "WidgetHost",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetUsage (usage by widgetType, counted and kept on this machine)

        .target(
            name: "WidgetUsage",
            dependencies: [
                "WidgetJSON"
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetUsageTests",
            dependencies: [
                "WidgetUsage"
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetDashboard (the dashboard model: layout, taps, presentations, timelines)

        .target(
            name: "WidgetDashboard",
            dependencies: [
                "WidgetConcurrency",
                "WidgetHost",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
                "WidgetRendering",
                "WidgetRPC",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetDashboardTests",
            dependencies: [
                // Not linked: the SDK's fixture widgets, run as processes.
                "sdk-test-widget",
                "WidgetConcurrency",
                "WidgetDashboard",
                "WidgetHost",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
                "WidgetRendering",
                "WidgetSDK",
                "WidgetServe",
                "WidgetTestSupport",
                "checklist-widget",
                "widgets",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetProcess (spawning, exit monitoring, stop sequence, stderr) and WidgetHost (supervision, flight recorder)

        .target(
            name: "CWidgetSpawn",
            path: "Sources/CWidgetSpawn"
        ),
        // The process every widget runs under (see its main.c); C, so it starts in a blink.
        .executableTarget(
            name: "widget-sentinel",
            dependencies: [
                "CWidgetSpawn"
            ],
            path: "Sources/widget-sentinel"
        ),
        .target(
            name: "WidgetProcess",
            dependencies: [
                "CWidgetSpawn",
                "WidgetConcurrency",
                // Not linked: built alongside every product that spawns widgets, which looks
                // for it next to the running executable.
                "widget-sentinel",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "WidgetHost",
            dependencies: [
                "WidgetConcurrency",
                "WidgetLogFormat",
                "WidgetProcess",
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
                "WidgetRPC",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "spawn-and-wait",
            dependencies: [
                "CWidgetSpawn",
                "WidgetProcess",
            ],
            path: "Tests/Fixtures/SpawnAndWait",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "fast-widget",
            dependencies: [
                "WidgetProtocol",
                "WidgetRPC",
            ],
            path: "Tests/Fixtures/HostileWidgets/FastWidget",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetHostTests",
            dependencies: [
                "CWidgetSpawn",
                "WidgetHost",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRPC",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetProcessTests",
            dependencies: [
                "CWidgetSpawn",
                "WidgetProcess",
                "WidgetTestSupport",
                "spawn-and-wait",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetHTTP (the HTTP/1.1 server of `widgets serve`: parser, access policy, event streams)

        .target(
            name: "WidgetHTTP",
            dependencies: [
                "WidgetConcurrency",
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetRPC",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetHTTPTests",
            dependencies: [
                "WidgetHTTP",
                "WidgetJSON",
                "WidgetRPC",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetServe (the live page of `widgets serve`, on one seam: ServedDashboard)

        .target(
            name: "WidgetServe",
            dependencies: [
                "WidgetDashboard",
                "WidgetHost",
                "WidgetHTTP",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRendering",
                "WidgetRPC",
            ],
            // The page's script and stylesheet, compiled in: the server reads no file.
            resources: [
                .embedInCode("Resources/page.js"),
                .embedInCode("Resources/page.css"),
                // The dashboard editor's, apart from the page's own.
                .embedInCode("Resources/editor.js"),
                .embedInCode("Resources/editor.css"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetServeTests",
            dependencies: [
                "checklist-widget",
                "WidgetDashboard",
                "WidgetHost",
                "WidgetHTTP",
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetRendering",
                "WidgetSamples",
                "WidgetServe",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetLogFormat (the flight recorder's record format: kinds, directions, keys)

        .target(
            name: "WidgetLogFormat",
            dependencies: [
                "WidgetJSON"
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetLogFormatTests",
            dependencies: [
                "WidgetHost",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetLogs",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetLogs (reading, pairing and summarising flight recorder logs)

        .target(
            name: "WidgetLogs",
            dependencies: [
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetLogsTests",
            dependencies: [
                "WidgetJSON",
                "WidgetLogs",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetConcurrency (the one race against a deadline, the one waiter set; no Foundation)

        .target(
            name: "WidgetConcurrency",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetConcurrencyTests",
            dependencies: [
                "WidgetConcurrency",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetJSON (the JSON value, parser, serializer and Codable bridge)

        .target(
            name: "WidgetJSON",
            swiftSettings: swiftSettings,
            // Float rounding (`Int64(exactly:)`, number formatting) comes from libm.
            linkerSettings: [.linkedLibrary("m")]
        ),
        .testTarget(
            name: "WidgetJSONTests",
            dependencies: [
                "WidgetJSON",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetProtocol (wire types only, no I/O)

        .target(
            name: "WidgetProtocol",
            dependencies: [
                "WidgetJSON"
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetProtocolTests",
            dependencies: [
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetProtocolFoundation (host side: Foundation conveniences for wire types)

        .target(
            name: "WidgetProtocolFoundation",
            dependencies: [
                "WidgetProtocol"
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetProtocolFoundationTests",
            dependencies: [
                "WidgetProtocol",
                "WidgetProtocolFoundation",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetRendering (cell trees and dashboard frames to terminal text and HTML)

        .target(
            name: "WidgetRendering",
            dependencies: [
                "WidgetProtocol",
                "WidgetProtocolFoundation",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetRenderingTests",
            dependencies: [
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
                "WidgetRendering",
                "WidgetTestSupport",
            ],
            exclude: [
                "Goldens"
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetRPC (framing, connection, transports)

        .target(
            name: "WidgetRPC",
            dependencies: [
                "WidgetConcurrency",
                "WidgetJSON",
                "WidgetProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "rpc-test-peer",
            dependencies: [
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetRPC",
            ],
            path: "Tests/Fixtures/RPCTestPeer",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetRPCTests",
            dependencies: [
                "rpc-test-peer",
                "WidgetJSON",
                "WidgetProcess",
                "WidgetProtocol",
                "WidgetRPC",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetSDK (what a Swift widget author imports; never depends on WidgetHost)

        .target(
            name: "WidgetSDK",
            dependencies: [
                "WidgetConcurrency",
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetRPC",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "checklist-widget",
            dependencies: [
                "WidgetSDK"
            ],
            path: "examples/checklist",
            exclude: [
                "README.md",
                // The bundle's manifest and logo (`widgets pack examples/checklist --add bin/checklist-widget=…`).
                "feed_widget_checklist.svg",
                "widget.json",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SDKTestWidgets",
            dependencies: [
                "WidgetRPC",
                "WidgetSDK",
            ],
            path: "Tests/Fixtures/SDKWidgets/Widgets",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "sdk-test-widget",
            dependencies: [
                "SDKTestWidgets"
            ],
            path: "Tests/Fixtures/SDKWidgets/Main",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetSDKTests",
            dependencies: [
                "checklist-widget",
                "sdk-test-widget",
                "SDKTestWidgets",
                "WidgetRPC",
                "WidgetSDK",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetSamples (the sample trips, flights and airports: found on disk or built in)

        .target(
            name: "WidgetSamples",
            dependencies: [
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetProtocolFoundation",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WidgetSamplesTests",
            dependencies: [
                "WidgetJSON",
                "WidgetProtocol",
                "WidgetSamples",
                "WidgetTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - The package itself (Package.swift against the imports, README's diagram, doc links)

        .testTarget(
            name: "WidgetPackageTests",
            dependencies: [
                "WidgetTestSupport"
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - WidgetTestSupport (helpers shared by the test targets)

        .target(
            name: "WidgetTestSupport",
            dependencies: [
                "CWidgetSpawn",
                "WidgetConcurrency",
                "WidgetJSON",
                "WidgetLogFormat",
                "WidgetProcess",
            ],
            path: "Sources/WidgetTestSupport",
            swiftSettings: swiftSettings
        ),
    ]
)
