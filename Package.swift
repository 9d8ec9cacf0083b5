// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares; applied once, at the end of this file.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "RickAndMortyCore",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // Infrastructure
        .library(name: "CoreDI", targets: ["CoreDI"]),
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "APIReplica", targets: ["APIReplica"]),
        // App
        .executable(name: "App", targets: ["App"]),
        // Test support
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        // Infrastructure
        .target(
            name: "CoreDI",
            path: "Infrastructure/CoreDI"
        ),
        .testTarget(
            name: "CoreDITests",
            dependencies: ["CoreDI", "TestSupport"],
            path: "Tests/CoreDITests"
        ),
        .target(
            name: "SharedPresentation",
            path: "Infrastructure/SharedPresentation"
        ),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: ["SharedPresentation", "TestSupport"],
            path: "Tests/SharedPresentationTests"
        ),
        .target(
            name: "APIReplica",
            path: "Infrastructure/APIReplica",
            resources: [.copy("Resources/SampleUniverse")]
        ),
        .testTarget(
            name: "APIReplicaTests",
            dependencies: ["APIReplica", "TestSupport"],
            path: "Tests/APIReplicaTests"
        ),

        // App
        .executableTarget(
            name: "App",
            path: "App/App"
        ),

        // Test support: fakes and clocks that several test targets share
        .target(
            name: "TestSupport",
            dependencies: [],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "TestSupportTests",
            dependencies: ["TestSupport"],
            path: "Tests/TestSupportTests"
        ),

        // Benchmarks: `swift run -c release Benchmarks <suite>`; not part of the test run
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["CoreDI"],
            path: "Tests/Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
