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
    /// How many App runs each start figure is the median of.
    static let appRuns = 5
    /// How many edits each edit figure is the median of.
    static let editRuns = 3

    /// Measures `copy`, already holding its features: the clean build, App starts, then edits from the built state.
    ///
    /// `scratch` is a folder for the App's caches and data, one pair of folders per run.
    static func measure(_ copy: PackageCopy, features: Int, scratch: URL) throws -> FeatureScaleFigures {
        let cleanBuild = try copy.swift(["build", "--product", "App"])
        var versions: [Double] = []
        var characters: [Double] = []
        var helps: [Double] = []
        for round in 0..<appRuns {
            versions.append(try copy.app(["--version"]))
            let run = scratch.appendingPathComponent("run-\(features)-\(round)")
            characters.append(
                try copy.app([
                    "--cache-dir", run.appendingPathComponent("cache").path,
                    "--data-dir", run.appendingPathComponent("data").path, "characters",
                ]))
            helps.append(try copy.app(["--help"]))
        }
        let testsBuild = try copy.swift(["build", "--build-tests"])
        let feature = editedFeature
        var edits: [Double] = []
        var previews: [Double] = []
        for round in 0..<editRuns {
            try editInsideAFunction(copy, round: 2 * round)
            edits.append(try copy.swift(["test", "--filter", "\(feature)FeatureTests"]))
            try editInsideAFunction(copy, round: 2 * round + 1)
            let cache = scratch.appendingPathComponent("preview-\(features)-\(round)").path
            previews.append(
                try copy.swift(["run", "\(feature)Preview", "--cache-dir", cache, "--fixtures", feature.lowercased()]))
        }
        return FeatureScaleFigures(
            features: features, cleanBuild: cleanBuild, testsBuild: testsBuild, editToTestsGreen: median(edits),
            editToPreview: median(previews), version: median(versions), characters: median(characters),
            help: median(helps))
    }

    /// Changes the words of the edited feature's list summary, inside its declaration: its module is rebuilt, and
    /// nothing that imports it must be (as `Scripts/measure-build-times` edits it).
    private static func editInsideAFunction(_ copy: PackageCopy, round: Int) throws {
        let things = editedFeature.lowercased()
        try copy.edit("Features/\(editedFeature)Feature/\(editedFeature)Assembly.swift") { text in
            guard let range = text.range(of: #"summary: "[^"]*page of \#(things)"#, options: .regularExpression)
            else { return text }
            return text.replacingCharacters(in: range, with: "summary: \"edit \(round + 1): a page of \(things)")
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
