// swift-tools-version: 6.0
// An app that embeds WidgetHost: its own package, depending on this checkout by path, using the
// public API only. `swift build --package-path examples/embedder`, then run it (see README.md).
import PackageDescription

// A path dependency is named after its folder: the checkout's, two folders up.
let host = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "WidgetHost"

// What the app uses, each module it imports (MemberImportVisibility asks for every one).
let app: [Target.Dependency] = [
    "WidgetDashboard", "WidgetHost", "WidgetJSON", "WidgetProcess", "WidgetProtocol", "WidgetRendering", "WidgetSamples",
].map { .product(name: $0, package: host) }
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "embedder",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "embedder",
            dependencies: app,
            swiftSettings: settings
        ),
        // The dashboard tested without processes: a Swift widget served in memory (InMemoryLauncher).
        .testTarget(
            name: "embedderTests",
            // The widget under test is a Swift one: the SDK too.
            dependencies: app + [.product(name: "WidgetSDK", package: host)],
            swiftSettings: settings
        ),
    ]
)
