import Foundation

/// A clone of this checkout's HEAD in a folder of its own, where `Benchmarks features` adds generated features and
/// runs `swift`, the scripts and the built App as child processes, timing each run.
///
/// Every child writes its stdout and stderr to one log file (rewritten by each run), read back when a run fails or
/// its output is checked. The children get `environment`: the Benchmarks' own, or one whose `HOME` is a folder of
/// the copy's (see `isolatedEnvironment(home:)`).
struct PackageCopy {
    /// The clone's root, holding `Package.swift`.
    let directory: URL
    /// The environment every child process gets.
    let environment: [String: String]
    private let log: URL

    /// The package this executable was built from (this file is `Tests/Benchmarks/PackageCopy.swift`).
    static func checkout(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The Benchmarks' environment with `HOME` at `home` and no XDG folder set, so that SwiftPM, the toolchain and
    /// the App keep whatever they write for themselves under `home`, never under the user's `HOME`.
    static func isolatedEnvironment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"] {
            environment[name] = nil
        }
        environment["HOME"] = home.path
        return environment
    }

    /// Clones the checkout's HEAD (`git clone`, so uncommitted changes are not in the copy) into `directory`.
    ///
    /// The children's `TMPDIR` is a folder beside the copy, so what SwiftPM leaves there (its lock files) goes when
    /// the copy's parent is removed.
    static func clone(into directory: URL, environment: [String: String]) throws -> PackageCopy {
        let parent = directory.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent("tmp-\(directory.lastPathComponent)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = environment
        environment["TMPDIR"] = temporary.path
        let copy = PackageCopy(
            directory: directory, environment: environment,
            log: parent.appendingPathComponent("\(directory.lastPathComponent).log"))
        try copy.run("git", ["clone", "--quiet", checkout().path, directory.path], in: parent)
        return copy
    }

    /// The features of the copy, from its `Features/<Name>Feature` folders.
    func featureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Features").path)
            .filter { $0.hasSuffix("Feature") }.map { String($0.dropLast("Feature".count)) }.sorted()
    }

    /// Adds a feature with `Scripts/new-feature` (to the `Package.swift` list and to the catalog).
    func addFeature(_ name: String, shape: String, resource: String) throws {
        try run(
            directory.appendingPathComponent("Scripts/new-feature").path,
            [name, "--shape", shape, "--resource", resource])
    }

    /// Runs `swift` with `arguments` in the copy; returns its wall-clock seconds, throws when it fails.
    @discardableResult
    func swift(_ arguments: [String]) throws -> Double {
        try run("swift", arguments).nanoseconds / 1e9
    }

    /// Runs the copy's debug App (`.build/debug/App`) with `arguments`; returns its wall-clock milliseconds.
    @discardableResult
    func app(_ arguments: [String]) throws -> Double {
        try run(directory.appendingPathComponent(".build/debug/App").path, arguments).milliseconds
    }

    /// What the last run printed, stdout and stderr together.
    func lastOutput() -> String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    /// Rewrites `path` (relative to the copy) with `transform`, failing when that changes nothing.
    func edit(_ path: String, _ transform: (String) -> String) throws {
        let file = directory.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = transform(text)
        guard edited != text else {
            throw BenchmarkFailure(message: "the edit of \(path) changed nothing")
        }
        try edited.write(to: file, atomically: true, encoding: .utf8)
    }

    /// Runs `tool` (a path, or a name looked up on `PATH`) with `arguments` in `folder` (the copy by default) and
    /// waits for it; returns how long it took, throws with the end of its output when it exits with another status
    /// than 0.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String], in folder: URL? = nil) throws -> Duration {
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw BenchmarkFailure(message: "could not create the log \(log.path)")
        }
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        if tool.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
        }
        process.currentDirectoryURL = folder ?? directory
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = start.duration(to: clock.now)
        guard process.terminationStatus == 0 else {
            let tail = lastOutput().split(separator: "\n", omittingEmptySubsequences: false).suffix(30)
            throw BenchmarkFailure(
                message: "`\(([tool] + arguments).joined(separator: " "))` exited with \(process.terminationStatus) "
                    + "in \(process.currentDirectoryURL?.path ?? "?"):\n\(tail.joined(separator: "\n"))")
        }
        return elapsed
    }
}
