// swift-tools-version: 6.0
// An app that embeds WidgetHost: its own package, depending on this checkout by path, using the
// public API only. `swift build --package-path examples/embedder`, then run it (see README.md).
import PackageDescription

// A path dependency is named after its folder: the checkout's, two folders up.
let host = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "WidgetHost"

let package = Package(
    name: "embedder",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "embedder",
            dependencies: [
                .product(name: "WidgetDashboard", package: host),
                .product(name: "WidgetHost", package: host),
                .product(name: "WidgetJSON", package: host),
                .product(name: "WidgetProcess", package: host),
                .product(name: "WidgetProtocol", package: host),
                .product(name: "WidgetRendering", package: host),
                .product(name: "WidgetSamples", package: host),
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        )
    ]
)
