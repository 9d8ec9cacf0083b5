import Foundation

/// `Benchmarks features`: the package as it is, then with generated features up to 10 and 23 features.
///
/// Each size is a fresh clone of HEAD in a temporary folder, its features added by `Scripts/new-feature`; the clean
/// build, a feature's edit to its tests green, its preview and the App's start are measured beside the base
/// package's. `--short` generates one feature in a copy and checks that the App builds, runs it and lists it in
/// `--help`, with no timings.
enum FeatureScaleBenchmark: BenchmarkSuite {
    static let name = "features"
    static let summary = "build, edit -> tests green, preview and App start with 10/23 features vs the base package"

    /// The feature counts measured beside the base package's.
    static let sizes = [10, 23]
    /// How much longer an edit to its tests green may take with the most features, against the base package.
    static let maxEditRatio = 1.3
    /// How much longer the App may take to start with the most features.
    static let maxStartRatio = 1.2
    /// How many seconds the App's clean build may grow per added feature.
    static let maxBuildGrowthPerFeature = 15.0

    /// Names for generated features: capitalised plurals in `s` (which `Scripts/new-feature` takes without a noun),
    /// none a feature's or a command's already.
    static let generatedNames = [
        "Planets", "Dimensions", "Moons", "Stars", "Comets", "Portals", "Gadgets", "Aliens", "Robots", "Ships",
        "Towers", "Worlds", "Rivers", "Oceans", "Forests", "Deserts", "Islands", "Bridges", "Castles",
    ]

    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("features-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        if mode == .short {
            try checkOneGeneratedFeature(in: root)
            return true
        }
        print("each size: a fresh clone of HEAD (\(PackageCopy.checkout().path)) in \(root.path), debug builds")
        print("load average at the start: \(loadAverage())")
        var samples: [FeatureScaleSamples] = []
        var baseCount = 0
        for total in [0] + sizes {
            let copy = try PackageCopy.clone(
                into: root.appendingPathComponent("package-\(total)"), environment: ProcessInfo.processInfo.environment)
            baseCount = try copy.featureNames().count
            let added = max(0, total - baseCount)
            guard added <= generatedNames.count else {
                throw BenchmarkFailure(message: "\(added) features to generate, \(generatedNames.count) names")
            }
            for (index, name) in generatedNames.prefix(added).enumerated() {
                let resource = ["location", "episode", "character"][index % 3]
                try copy.addFeature(name, shape: index.isMultiple(of: 2) ? "list-detail" : "list", resource: resource)
            }
            let count = try copy.featureNames().count
            print("building \(count) features (\(added) generated)... load average \(loadAverage())")
            samples.append(try FeatureScaleSamples(building: copy, features: count))
        }
        for round in 0..<FeatureScaleFigures.rounds {
            print("round \(round + 1) of \(FeatureScaleFigures.rounds) over the sizes... load \(loadAverage())")
            for index in samples.indices {
                try samples[index].measureRound(round, scratch: root)
            }
        }
        let figures = samples.map(\.figures)
        print("load average at the end: \(loadAverage())\n")
        return report(figures, baseCount: baseCount)
    }

    /// Prints the table and the targets' verdicts; returns whether every target was met.
    private static func report(_ figures: [FeatureScaleFigures], baseCount: Int) -> Bool {
        guard let base = figures.first, let largest = figures.last else { return false }
        let rows: [(String, String, KeyPath<FeatureScaleFigures, Double>, Double?)] = [
            ("clean build of the App", "s", \.cleanBuild, nil),
            ("\(FeatureScaleFigures.editedFeature) edit -> its tests green", "s", \.editToTestsGreen, maxEditRatio),
            ("\(FeatureScaleFigures.editedFeature) edit -> its preview runs", "s", \.editToPreview, nil),
            ("App --version", "ms", \.version, maxStartRatio),
            ("App characters, empty cache", "ms", \.characters, maxStartRatio),
            ("App --help", "ms", \.help, nil),
            ("build of the tests after the App's", "s", \.testsBuild, nil),
        ]
        var table = ResultTable()
        for (title, unit, figure, maxRatio) in rows {
            for sized in figures {
                let label = sized.features == base.features ? "base (\(sized.features))" : "\(sized.features)"
                table.add(
                    "\(title), \(label) features", value: sized[keyPath: figure], baseline: base[keyPath: figure],
                    unit: unit, maxRatio: sized.features == largest.features ? maxRatio : nil)
            }
        }
        for sized in figures.dropFirst() {
            table.add(
                "clean build growth per added feature, \(base.features) -> \(sized.features)",
                value: growthPerFeature(from: base, to: sized), baseline: nil, unit: "s",
                maxValue: sized.features == largest.features ? maxBuildGrowthPerFeature : nil)
        }
        print("debug builds in fresh clones, one after the other; then \(FeatureScaleFigures.rounds) rounds over the")
        print(
            "sizes, each running the debug App and editing inside a function of "
                + "\(FeatureScaleFigures.editedFeature)Feature from the built state; medians of the rounds (App starts: "
                + "\(FeatureScaleFigures.startsPerRound) a round)")
        print("ratio = the figure relative to the base package (\(baseCount) features) in the same run\n")
        print(table.render())
        let edit = largest.editToTestsGreen / base.editToTestsGreen
        let version = largest.version / base.version
        let characters = largest.characters / base.characters
        let growth = growthPerFeature(from: base, to: largest)
        print("")
        verdict(
            edit <= maxEditRatio,
            "edit -> tests green with \(largest.features) features: \(format(edit))x the base's "
                + "(target <= \(format(maxEditRatio))x)")
        verdict(
            version <= maxStartRatio && characters <= maxStartRatio,
            "App start with \(largest.features) features: --version \(format(version))x, characters "
                + "\(format(characters))x the base's (target <= \(format(maxStartRatio))x)")
        verdict(
            growth <= maxBuildGrowthPerFeature,
            "clean build growth: \(format(growth)) s per added feature "
                + "(target <= \(format(maxBuildGrowthPerFeature)) s)")
        return table.allTargetsMet
    }

    /// Generates one feature in a copy whose children keep their files under a `HOME` of the copy's, builds the App
    /// (debug) and runs it: the feature must be in `--help`, and its list and `characters` must exit 0.
    private static func checkOneGeneratedFeature(in root: URL) throws {
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let copy = try PackageCopy.clone(
            into: root.appendingPathComponent("package"), environment: PackageCopy.isolatedEnvironment(home: home))
        let name = generatedNames[0]
        try copy.addFeature(name, shape: "list-detail", resource: "location")
        try copy.swift(["build", "--product", "App"])
        try copy.app(["--help"])
        guard copy.lastOutput().contains("\n  \(name.lowercased()) [--page N]") else {
            throw BenchmarkFailure(message: "App --help does not list \(name.lowercased()):\n\(copy.lastOutput())")
        }
        for command in [name.lowercased(), "characters"] {
            let run = root.appendingPathComponent("run-\(command)")
            try copy.app([
                "--cache-dir", run.appendingPathComponent("cache").path,
                "--data-dir", run.appendingPathComponent("data").path, command,
            ])
        }
        print("generated \(name) in a clone of HEAD and built the App (debug): --help lists it,")
        print("`\(name.lowercased())` and `characters` exit 0 (short: no timings)")
    }

    private static func growthPerFeature(from base: FeatureScaleFigures, to sized: FeatureScaleFigures) -> Double {
        (sized.cleanBuild - base.cleanBuild) / Double(max(1, sized.features - base.features))
    }

    private static func verdict(_ passed: Bool, _ line: String) {
        print("\(passed ? "PASS" : "FAIL")  \(line)")
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
