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
        // Features
        .library(name: "CharactersFeature", targets: ["CharactersFeature"]),
        .library(name: "EpisodesFeature", targets: ["EpisodesFeature"]),
        .executable(name: "CharactersPreview", targets: ["CharactersPreview"]),
        .executable(name: "EpisodesPreview", targets: ["EpisodesPreview"]),
        .library(name: "LocationsFeature", targets: ["LocationsFeature"]),
        .executable(name: "LocationsPreview", targets: ["LocationsPreview"]),
        // Infrastructure
        .library(name: "Locking", targets: ["Locking"]),
        .library(name: "CoreDI", targets: ["CoreDI"]),
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "Tracking", targets: ["Tracking"]),
        .library(name: "APIReplica", targets: ["APIReplica"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "FeatureDomain", targets: ["FeatureDomain"]),
        .library(name: "FeatureData", targets: ["FeatureData"]),
        .library(name: "Console", targets: ["Console"]),
        .library(name: "HeadlessHost", targets: ["HeadlessHost"]),
        .library(name: "CatalogCrawl", targets: ["CatalogCrawl"]),
        // App
        .library(name: "AppRuntime", targets: ["AppRuntime"]),
        .executable(name: "App", targets: ["App"]),
        // Test support
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        // Features
        .target(
            name: "CharactersFeature",
            dependencies: [
                "CoreDI", "FeatureData", "FeatureDomain", "FeatureKit", "Locking", "Networking", "SharedPresentation",
                "Storage", "Tracking",
            ],
            path: "Features/CharactersFeature",
            exclude: ["Preview"]
        ),
        // The App with this feature alone: `swift run CharactersPreview`
        .executableTarget(
            name: "CharactersPreview",
            dependencies: ["AppRuntime", "CharactersFeature"],
            path: "Features/CharactersFeature/Preview"
        ),
        .testTarget(
            name: "CharactersFeatureTests",
            dependencies: [
                "APIReplica", "CharactersFeature", "CoreDI", "FeatureData", "FeatureDomain", "FeatureKit",
                "HeadlessHost", "Locking", "Networking", "NetworkingTesting", "SharedPresentation", "Storage",
                "TestSupport", "Tracking", "TrackingTesting",
            ],
            path: "Tests/CharactersFeatureTests"
        ),
        .target(
            name: "EpisodesFeature",
            dependencies: [
                "CoreDI", "FeatureData", "FeatureDomain", "FeatureKit", "Networking", "SharedPresentation", "Storage",
                "Tracking",
            ],
            path: "Features/EpisodesFeature",
            exclude: ["Preview"]
        ),
        // The App with this feature alone: `swift run EpisodesPreview`
        .executableTarget(
            name: "EpisodesPreview",
            dependencies: ["AppRuntime", "EpisodesFeature"],
            path: "Features/EpisodesFeature/Preview"
        ),
        .testTarget(
            name: "EpisodesFeatureTests",
            dependencies: [
                "CoreDI", "EpisodesFeature", "FeatureData", "FeatureDomain", "FeatureKit", "HeadlessHost", "Locking",
                "Networking", "NetworkingTesting", "SharedPresentation", "Storage", "TestSupport", "Tracking",
                "TrackingTesting",
            ],
            path: "Tests/EpisodesFeatureTests"
        ),
        .target(
            name: "LocationsFeature",
            dependencies: [
                "CoreDI", "FeatureData", "FeatureDomain", "FeatureKit", "Networking", "SharedPresentation", "Storage",
                "Tracking",
            ],
            path: "Features/LocationsFeature",
            exclude: ["Preview"]
        ),
        // The App with this feature alone: `swift run LocationsPreview`
        .executableTarget(
            name: "LocationsPreview",
            dependencies: ["AppRuntime", "LocationsFeature"],
            path: "Features/LocationsFeature/Preview"
        ),
        .testTarget(
            name: "LocationsFeatureTests",
            dependencies: [
                "APIReplica", "CoreDI", "FeatureData", "FeatureDomain", "FeatureKit", "HeadlessHost",
                "LocationsFeature", "Networking", "NetworkingTesting", "SharedPresentation", "Storage", "TestSupport",
                "Tracking", "TrackingTesting",
            ],
            path: "Tests/LocationsFeatureTests"
        ),

        // Infrastructure
        .target(
            name: "Locking",
            path: "Infrastructure/Locking"
        ),
        .testTarget(
            name: "LockingTests",
            dependencies: ["Locking", "TestSupport"],
            path: "Tests/LockingTests"
        ),
        .target(
            name: "CoreDI",
            dependencies: ["Locking"],
            path: "Infrastructure/CoreDI"
        ),
        .testTarget(
            name: "CoreDITests",
            dependencies: ["CoreDI", "Locking", "TestSupport"],
            path: "Tests/CoreDITests"
        ),
        .target(
            name: "SharedPresentation",
            dependencies: ["FeatureDomain", "Tracking"],
            path: "Infrastructure/SharedPresentation"
        ),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: [
                "FeatureDomain", "Locking", "SharedPresentation", "TestSupport", "Tracking", "TrackingTesting",
            ],
            path: "Tests/SharedPresentationTests"
        ),
        .target(
            name: "Tracking",
            dependencies: ["Locking"],
            path: "Infrastructure/Tracking"
        ),
        .testTarget(
            name: "TrackingTests",
            dependencies: ["Locking", "TestSupport", "Tracking", "TrackingTesting"],
            path: "Tests/TrackingTests"
        ),
        .target(
            name: "APIReplica",
            dependencies: ["Locking"],
            path: "Infrastructure/APIReplica",
            resources: [.copy("Resources/SampleUniverse")]
        ),
        .testTarget(
            name: "APIReplicaTests",
            dependencies: ["APIReplica", "Locking", "TestSupport"],
            path: "Tests/APIReplicaTests"
        ),
        .target(
            name: "Networking",
            dependencies: ["Locking"],
            path: "Infrastructure/Networking"
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["APIReplica", "Locking", "Networking", "TestSupport"],
            path: "Tests/NetworkingTests"
        ),
        .target(
            name: "Storage",
            dependencies: ["Locking"],
            path: "Infrastructure/Storage"
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Locking", "Storage", "TestSupport", "StorageCrashWriter"],
            path: "Tests/StorageTests"
        ),
        .target(
            name: "FeatureDomain",
            path: "Infrastructure/FeatureDomain"
        ),
        .testTarget(
            name: "FeatureDomainTests",
            dependencies: ["FeatureDomain"],
            path: "Tests/FeatureDomainTests"
        ),
        .target(
            name: "FeatureData",
            dependencies: ["FeatureDomain", "Networking", "Storage"],
            path: "Infrastructure/FeatureData"
        ),
        .testTarget(
            name: "FeatureDataTests",
            dependencies: ["APIReplica", "FeatureData", "FeatureDomain", "Networking", "Storage", "TestSupport"],
            path: "Tests/FeatureDataTests"
        ),
        .target(
            name: "FeatureKit",
            dependencies: ["CoreDI", "Networking"],
            path: "Infrastructure/FeatureKit"
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: ["FeatureKit", "Networking"],
            path: "Tests/FeatureKitTests"
        ),
        .target(
            name: "Console",
            dependencies: ["Locking"],
            path: "Infrastructure/Console"
        ),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "TestSupport"],
            path: "Tests/ConsoleTests"
        ),
        .target(
            name: "HeadlessHost",
            dependencies: ["Console", "FeatureKit", "SharedPresentation"],
            path: "Infrastructure/HeadlessHost"
        ),
        .testTarget(
            name: "HeadlessHostTests",
            dependencies: [
                "Console", "FeatureKit", "HeadlessHost", "HeadlessHostTesting", "Locking", "SharedPresentation",
                "TestSupport",
            ],
            path: "Tests/HeadlessHostTests"
        ),
        .target(
            name: "CatalogCrawl",
            dependencies: ["Console", "FeatureKit", "Locking", "Networking", "SharedPresentation", "Storage"],
            path: "Infrastructure/CatalogCrawl"
        ),
        .testTarget(
            name: "CatalogCrawlTests",
            dependencies: [
                "APIReplica", "CatalogCrawl", "Console", "FeatureKit", "Locking", "Networking", "Storage",
                "TestSupport",
            ],
            path: "Tests/CatalogCrawlTests"
        ),

        // App
        .target(
            name: "AppRuntime",
            dependencies: [
                "APIReplica", "CatalogCrawl", "Console", "CoreDI", "FeatureKit", "HeadlessHost", "Locking",
                "Networking",
                "SharedPresentation", "Storage", "Tracking",
            ],
            path: "App/AppRuntime"
        ),
        .testTarget(
            name: "AppRuntimeTests",
            dependencies: [
                "APIReplica", "AppRuntime", "CatalogCrawl", "Console", "CoreDI", "FeatureKit", "HeadlessHost",
                "HeadlessHostTesting", "Locking", "Networking", "SharedPresentation", "Storage", "TestSupport",
                "Tracking",
            ],
            path: "Tests/AppRuntimeTests"
        ),
        // Runs the built `App` executable as a subprocess and checks what it prints
        .testTarget(
            name: "AppEndToEndTests",
            dependencies: [
                "APIReplica", "App", "CharactersPreview", "EpisodesPreview", "LocationsPreview", "Locking",
                "Networking",
                "Storage", "TestSupport",
            ],
            path: "Tests/AppEndToEndTests"
        ),
        .executableTarget(
            name: "App",
            dependencies: ["AppRuntime", "CharactersFeature", "EpisodesFeature", "HeadlessHost", "LocationsFeature"],
            path: "App/App",
            resources: [.copy("Demos")]
        ),

        // Test support: fakes and clocks that several test targets share
        .target(
            name: "TestSupport",
            dependencies: ["Locking"],
            path: "Tests/TestSupport"
        ),
        .target(
            name: "TrackingTesting",
            dependencies: ["Locking", "Tracking"],
            path: "Tests/TrackingTesting"
        ),
        .target(
            name: "NetworkingTesting",
            dependencies: ["APIReplica", "Locking", "Networking"],
            path: "Tests/NetworkingTesting"
        ),
        .target(
            name: "HeadlessHostTesting",
            dependencies: ["FeatureKit", "HeadlessHost", "SharedPresentation"],
            path: "Tests/HeadlessHostTesting"
        ),
        .testTarget(
            name: "TestSupportTests",
            dependencies: ["TestSupport"],
            path: "Tests/TestSupportTests"
        ),
        // Writes cache entries until it is killed; StorageTests kills it mid-write to test crash safety
        .executableTarget(
            name: "StorageCrashWriter",
            dependencies: ["Storage"],
            path: "Tests/StorageCrashWriter"
        ),

        // Benchmarks: `swift run -c release Benchmarks <suite>`; not part of the test run
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "APIReplica", "AppRuntime", "CatalogCrawl", "CharactersFeature", "Console", "CoreDI", "EpisodesFeature",
                "FeatureKit", "Locking", "LocationsFeature", "Networking", "Storage",
            ],
            path: "Tests/Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
