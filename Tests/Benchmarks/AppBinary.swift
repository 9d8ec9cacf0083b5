import Foundation

/// Runs the `App` executable built beside the Benchmarks executable, timing each run.
enum AppBinary {
    /// One finished run: its exit status, its stderr and how long it took from launch to exit.
    struct Run {
        let status: Int32
        let standardError: String
        let milliseconds: Double
    }

    /// The App running in the background (`serve`, `web`), with the URL it printed first.
    final class BackgroundApp {
        let baseURL: String
        private let process: Process

        /// `App serve`, on `dataset` or the bundled sample.
        convenience init(app: URL, dataset: URL?) throws {
            try self.init(app: app, arguments: ["serve"] + (dataset.map { ["--dataset", $0.path] } ?? []))
        }

        init(app: URL, arguments: [String]) throws {
            process = Process()
            process.executableURL = app
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else {
                    throw BenchmarkFailure(message: "App \(arguments.first ?? "") exited before printing its URL")
                }
                line.append(chunk)
            }
            let text = String(decoding: line, as: UTF8.self)
            baseURL = text.split(separator: "\n").first.map(String.init) ?? text
        }

        /// The process id, to read its memory.
        var processIdentifier: Int32 { process.processIdentifier }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The release `App` next to this executable; build it with `swift build -c release --product App`.
    static func locate() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let app = directory.appendingPathComponent("App")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            throw BenchmarkFailure(
                message: "no App executable at \(app.path); build it first: swift build -c release --product App")
        }
        return app
    }

    /// Runs `app` with `arguments` to completion.
    static func run(_ app: URL, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = app
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = start.duration(to: clock.now)
        return Run(
            status: process.terminationStatus, standardError: String(decoding: stderr, as: UTF8.self),
            milliseconds: elapsed.nanoseconds / 1e6)
    }
}

/// The full API snapshot beside the checkout (`../shared/data/rickandmorty`), or `$RICKANDMORTY_SNAPSHOT`.
enum SnapshotDirectory {
    static func locate(filePath: String = #filePath) -> URL? {
        if let explicit = ProcessInfo.processInfo.environment["RICKANDMORTY_SNAPSHOT"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var ancestor = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while ancestor.path != "/" {
            ancestor.deleteLastPathComponent()
            let candidate = ancestor.appendingPathComponent("shared/data/rickandmorty")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("characters.json").path) {
                return candidate
            }
        }
        return nil
    }
}
