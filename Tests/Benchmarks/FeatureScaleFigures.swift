import Foundation

/// What `Benchmarks features` measures in one copy of the package with `features` features.
struct FeatureScaleFigures {
    /// How many features the copy has (the base package's, plus the generated ones).
    let features: Int
    /// `swift build --product App` in the fresh clone, seconds.
    let cleanBuild: Double
    /// `swift build --build-tests` after the App's build, seconds.
    let testsBuild: Double
    /// The edited feature's edit inside a function, then `swift test --filter <Feature>FeatureTests`, seconds.
    let editToTestsGreen: Double
    /// Another such edit, then `swift run <Feature>Preview --fixtures <list>` (the preview's build and run), seconds.
    let editToPreview: Double
    /// `App --version`, milliseconds.
    let version: Double
    /// `App characters` with an empty `--cache-dir` (and `--data-dir`), on the embedded replica, milliseconds.
    let characters: Double
    /// `App --help`, milliseconds.
    let help: Double

    /// The existing feature edited in every copy, so that each size measures the same edit.
    static let editedFeature = "Locations"
    /// How many rounds each figure but the builds is the median of.
    static let rounds = 5
    /// How many times each round runs the App for each of its start figures (a start is short, and noisy).
    static let startsPerRound = 5
}

/// One size of `Benchmarks features` being measured: its copy, built, and the samples of the rounds so far.
///
/// The builds are measured once per size, one size after the other; the rounds then go round the sizes, so that
/// the load of the machine, which drifts, weighs on every size alike.
struct FeatureScaleSamples {
    let copy: PackageCopy
    let features: Int
    private let cleanBuild: Double
    private let testsBuild: Double
    private var versions: [Double] = []
    private var characters: [Double] = []
    private var helps: [Double] = []
    private var edits: [Double] = []
    private var previews: [Double] = []

    /// Builds the App in `copy` (already holding its features) from clean, then its tests, timing both.
    init(building copy: PackageCopy, features: Int) throws {
        self.copy = copy
        self.features = features
        cleanBuild = try copy.swift(["build", "--product", "App"])
        testsBuild = try copy.swift(["build", "--build-tests"])
    }

    /// One round from the built state: the App's runs (`startsPerRound` of each), then an edit to its tests green and
    /// one to its preview.
    ///
    /// `scratch` is a folder for the App's caches and data, a pair of new folders per run.
    mutating func measureRound(_ round: Int, scratch: URL) throws {
        for start in 0..<FeatureScaleFigures.startsPerRound {
            let run = scratch.appendingPathComponent("run-\(features)-\(round)-\(start)")
            versions.append(try copy.app(["--version"]))
            characters.append(
                try copy.app([
                    "--cache-dir", run.appendingPathComponent("cache").path,
                    "--data-dir", run.appendingPathComponent("data").path, "characters",
                ]))
            helps.append(try copy.app(["--help"]))
        }
        let feature = FeatureScaleFigures.editedFeature
        try Self.editInsideAFunction(copy, round: 2 * round)
        edits.append(try copy.swift(["test", "--filter", "\(feature)FeatureTests"]))
        try Self.editInsideAFunction(copy, round: 2 * round + 1)
        let cache = scratch.appendingPathComponent("preview-cache-\(features)-\(round)").path
        previews.append(
            try copy.swift(["run", "\(feature)Preview", "--cache-dir", cache, "--fixtures", feature.lowercased()]))
    }

    /// The medians of the rounds so far, beside the builds.
    var figures: FeatureScaleFigures {
        FeatureScaleFigures(
            features: features, cleanBuild: cleanBuild, testsBuild: testsBuild, editToTestsGreen: edits.median,
            editToPreview: previews.median, version: versions.median,
            characters: characters.median, help: helps.median)
    }

    /// Changes the words of the edited feature's list summary, inside its declaration: its module is rebuilt, and
    /// nothing that imports it must be (as `Scripts/measure-build-times` edits it).
    private static func editInsideAFunction(_ copy: PackageCopy, round: Int) throws {
        let feature = FeatureScaleFigures.editedFeature
        let things = feature.lowercased()
        try copy.edit("Features/\(feature)Feature/\(feature)Assembly.swift") { text in
            guard let range = text.range(of: #"summary: "[^"]*page of \#(things)"#, options: .regularExpression)
            else { return text }
            return text.replacingCharacters(in: range, with: "summary: \"edit \(round + 1): a page of \(things)")
        }
    }
}
