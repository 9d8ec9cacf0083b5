// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares; applied once, at the end of this file.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// The features, the one list; adding a feature is one line here.
///
/// Each is `Features/<Name>Feature` (a library) with its `Preview/` (the executable `<Name>Preview`) and
/// `Tests/<Name>FeatureTests`; the App, its end-to-end tests and the benchmarks take every one.
let features = [
    "Characters",
    "Episodes",
    "Locations",
    "Favorites",
]

/// What every feature may import: the shared plumbing of its layers and the infrastructure it works through.
let featureDependencies: [Target.Dependency] = [
    "APIVocabulary", "FeatureData", "FeatureDomain", "FeatureKit", "Locking", "Networking",
    "SharedPresentation", "SplitMix",
    "Storage", "Tracking",
]

/// What every feature's test target may import: the harness and spies the features' tests share.
let featureTestDependencies: [Target.Dependency] =
    featureDependencies + [
        "APIReplica", "FeatureTesting", "HeadlessHost", "NetworkingTesting", "TestSupport", "TrackingTesting",
    ]

let package = Package(
    name: "RickAndMortyCore",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // Infrastructure
        .library(name: "SplitMix", targets: ["SplitMix"]),
        .library(name: "StrictJSON", targets: ["StrictJSON"]),
        .library(name: "Locking", targets: ["Locking"]),
        .library(name: "CoreDI", targets: ["CoreDI"]),
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "Tracking", targets: ["Tracking"]),
        .library(name: "LoopbackHTTP", targets: ["LoopbackHTTP"]),
        .library(name: "APIReplica", targets: ["APIReplica"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "FeatureDomain", targets: ["FeatureDomain"]),
        .library(name: "FeatureData", targets: ["FeatureData"]),
        .library(name: "APIVocabulary", targets: ["APIVocabulary"]),
        .library(name: "Console", targets: ["Console"]),
        .library(name: "LineEditing", targets: ["LineEditing"]),
        .library(name: "HeadlessHost", targets: ["HeadlessHost"]),
        .library(name: "BrowserHost", targets: ["BrowserHost"]),
        .library(name: "CatalogCrawl", targets: ["CatalogCrawl"]),
        // App
        .library(name: "AppRuntime", targets: ["AppRuntime"]),
        .library(name: "AppCatalog", targets: ["AppCatalog"]),
        .executable(name: "App", targets: ["App"]),
        // Test support
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        // Infrastructure
        .target(
            name: "SplitMix",
            path: "Infrastructure/SplitMix"
        ),
        .testTarget(
            name: "SplitMixTests",
            dependencies: ["SplitMix"],
            path: "Tests/SplitMixTests"
        ),
        .target(
            name: "StrictJSON",
            path: "Infrastructure/StrictJSON"
        ),
        .testTarget(
            name: "StrictJSONTests",
            dependencies: ["StrictJSON", "TestSupport"],
            path: "Tests/StrictJSONTests"
        ),
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
            dependencies: ["FeatureDomain", "StrictJSON", "Tracking"],
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
            name: "LoopbackHTTP",
            dependencies: ["Locking"],
            path: "Infrastructure/LoopbackHTTP"
        ),
        .testTarget(
            name: "LoopbackHTTPTests",
            dependencies: ["Locking", "LoopbackHTTP", "TestSupport"],
            path: "Tests/LoopbackHTTPTests"
        ),
        .target(
            name: "APIReplica",
            dependencies: ["Locking", "LoopbackHTTP", "SplitMix", "StrictJSON"],
            path: "Infrastructure/APIReplica",
            resources: [.copy("Resources/SampleUniverse")]
        ),
        .testTarget(
            name: "APIReplicaTests",
            dependencies: ["APIReplica", "Locking", "LoopbackHTTP", "TestSupport"],
            path: "Tests/APIReplicaTests"
        ),
        .target(
            name: "Networking",
            dependencies: ["Locking", "StrictJSON"],
            path: "Infrastructure/Networking"
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["APIReplica", "Locking", "LoopbackHTTP", "Networking", "TestSupport"],
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
            dependencies: ["Locking"],
            path: "Infrastructure/FeatureDomain"
        ),
        .testTarget(
            name: "FeatureDomainTests",
            dependencies: ["FeatureDomain", "Locking"],
            path: "Tests/FeatureDomainTests"
        ),
        .target(
            name: "FeatureData",
            dependencies: ["FeatureDomain", "Networking", "Storage", "StrictJSON"],
            path: "Infrastructure/FeatureData"
        ),
        .testTarget(
            name: "FeatureDataTests",
            dependencies: [
                "APIReplica", "FeatureData", "FeatureDomain", "Networking", "NetworkingTesting", "Storage",
                "TestSupport",
            ],
            path: "Tests/FeatureDataTests"
        ),
        .target(
            name: "APIVocabulary",
            dependencies: ["FeatureData", "FeatureDomain", "Networking", "SharedPresentation"],
            path: "Infrastructure/APIVocabulary"
        ),
        .testTarget(
            name: "APIVocabularyTests",
            dependencies: ["APIVocabulary", "FeatureDomain", "Networking", "SharedPresentation", "TestSupport"],
            path: "Tests/APIVocabularyTests"
        ),
        .target(
            name: "FeatureKit",
            dependencies: [
                "APIVocabulary", "CoreDI", "FeatureData", "FeatureDomain", "Networking", "SharedPresentation",
                "Storage",
                "Tracking",
            ],
            path: "Infrastructure/FeatureKit"
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "APIVocabulary", "FeatureData", "FeatureDomain", "FeatureKit", "FeatureTesting", "Networking",
                "SharedPresentation", "TestSupport",
            ],
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
            name: "LineEditing",
            dependencies: ["Locking", "Storage"],
            path: "Infrastructure/LineEditing"
        ),
        .testTarget(
            name: "LineEditingTests",
            dependencies: ["LineEditing", "Storage", "TestSupport"],
            path: "Tests/LineEditingTests"
        ),
        .target(
            name: "HeadlessHost",
            dependencies: ["Console", "FeatureDomain", "FeatureKit", "LineEditing", "SharedPresentation"],
            path: "Infrastructure/HeadlessHost"
        ),
        .testTarget(
            name: "HeadlessHostTests",
            dependencies: [
                "Console", "FeatureKit", "HeadlessHost", "HeadlessHostTesting", "LineEditing", "Locking",
                "SharedPresentation", "Storage", "TestSupport",
            ],
            path: "Tests/HeadlessHostTests"
        ),
        .target(
            name: "BrowserHost",
            dependencies: [
                "FeatureDomain", "FeatureKit", "HeadlessHost", "Locking", "LoopbackHTTP", "SharedPresentation",
            ],
            path: "Infrastructure/BrowserHost"
        ),
        .testTarget(
            name: "BrowserHostTests",
            dependencies: [
                "BrowserHost", "FeatureKit", "HeadlessHost", "HeadlessHostTesting", "LoopbackHTTP",
                "SharedPresentation", "TestSupport",
            ],
            path: "Tests/BrowserHostTests"
        ),
        .target(
            name: "CatalogCrawl",
            dependencies: [
                "APIReplica", "Console", "FeatureData", "FeatureKit", "Locking", "LoopbackHTTP", "Networking",
                "SharedPresentation", "Storage", "StrictJSON",
            ],
            path: "Infrastructure/CatalogCrawl"
        ),
        .testTarget(
            name: "CatalogCrawlTests",
            dependencies: [
                "APIReplica", "CatalogCrawl", "Console", "FeatureKit", "Locking", "LoopbackHTTP", "Networking",
                "Storage", "TestSupport",
            ],
            path: "Tests/CatalogCrawlTests"
        ),

        // App
        .target(
            name: "AppRuntime",
            dependencies: [
                "APIReplica", "BrowserHost", "CatalogCrawl", "Console", "CoreDI", "FeatureKit", "HeadlessHost",
                "LineEditing", "Locking", "LoopbackHTTP", "Networking", "SharedPresentation", "Storage", "Tracking",
            ],
            path: "App/AppRuntime"
        ),
        .testTarget(
            name: "AppRuntimeTests",
            dependencies: [
                "APIReplica", "AppRuntime", "CatalogCrawl", "Console", "CoreDI", "FeatureKit", "HeadlessHost",
                "HeadlessHostTesting", "Locking", "LoopbackHTTP", "Networking", "SharedPresentation", "Storage",
                "TestSupport", "Tracking",
            ],
            path: "Tests/AppRuntimeTests"
        ),
        // Runs the built `App` executable as a subprocess and checks what it prints
        .testTarget(
            name: "AppEndToEndTests",
            dependencies: [
                "APIReplica", "App", "AppCatalog", "AppRuntime", "CatalogCrawl", "FeatureKit", "FeatureTesting",
                "Locking", "LoopbackHTTP", "Networking", "SharedPresentation", "Storage", "TestSupport",
            ] + features.map { .target(name: "\($0)Preview") },
            path: "Tests/AppEndToEndTests"
        ),
        // The feature catalog, the one list of features, which the App, the tests and the benchmarks take
        .target(
            name: "AppCatalog",
            dependencies: ["AppRuntime"] + features.map { .target(name: "\($0)Feature") },
            path: "App/AppCatalog"
        ),
        .executableTarget(
            name: "App",
            dependencies: ["AppCatalog", "AppRuntime", "HeadlessHost"],
            path: "App/App",
            resources: [.copy("Demos")]
        ),

        // Test support: fakes and clocks that several test targets share
        .target(
            name: "TestSupport",
            dependencies: ["Locking", "SplitMix"],
            path: "Tests/TestSupport"
        ),
        .target(
            name: "TrackingTesting",
            dependencies: ["Locking", "Tracking"],
            path: "Tests/TrackingTesting"
        ),
        .target(
            name: "NetworkingTesting",
            dependencies: ["APIReplica", "Locking", "LoopbackHTTP", "Networking"],
            path: "Tests/NetworkingTesting"
        ),
        .target(
            name: "FeatureTesting",
            dependencies: [
                "FeatureKit", "Locking", "Networking", "NetworkingTesting", "SharedPresentation", "Storage",
                "TestSupport",
                "TrackingTesting",
            ],
            path: "Tests/FeatureTesting"
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
                "APIReplica", "AppCatalog", "AppRuntime", "BrowserHost", "CatalogCrawl", "Console", "CoreDI",
                "FeatureKit", "HeadlessHost", "Locking", "LoopbackHTTP", "Networking", "SharedPresentation", "Storage",
                "TestSupport",
            ],
            path: "Tests/Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Features: the library, its preview and its tests, for each feature of the list.
for name in features {
    package.products += [
        .library(name: "\(name)Feature", targets: ["\(name)Feature"]),
        .executable(name: "\(name)Preview", targets: ["\(name)Preview"]),
    ]
    package.targets += [
        .target(
            name: "\(name)Feature", dependencies: featureDependencies, path: "Features/\(name)Feature",
            exclude: ["Preview"]),
        // The App with this feature alone: `swift run <Name>Preview`
        .executableTarget(
            name: "\(name)Preview", dependencies: ["AppRuntime", .target(name: "\(name)Feature")],
            path: "Features/\(name)Feature/Preview", resources: [.copy("Fixtures")]),
        .testTarget(
            name: "\(name)FeatureTests", dependencies: featureTestDependencies + [.target(name: "\(name)Feature")],
            path: "Tests/\(name)FeatureTests"),
    ]
}

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
