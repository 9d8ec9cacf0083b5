import Foundation

/// Runs the built App as a subprocess with `NO_COLOR=1`, collecting its output; kills it past a timeout.
enum AppProcess {
    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let timeout: Duration
        var description: String { "App \(arguments.joined(separator: " ")) did not end within \(timeout)" }
    }

    /// How long a run may take before it is killed as hung: never a bound on how fast the App is, only a guard so a
    /// hang fails its test instead of the suite; a loaded machine under the thread sanitizer stays far below it.
    static let hangGuard = Duration.seconds(600)

    /// The environment every run gets: this process's, without colour and without a terminal's say.
    static func environment(adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        return environment.merging(extra) { $1 }
    }

    /// Runs `App arguments` (or another built `executable`, such as a preview) to its end, feeding `input` on
    /// stdin (empty by default).
    ///
    /// The platform's cache and data folders (`XDG_CACHE_HOME`, `XDG_DATA_HOME`) point into a temporary folder of
    /// the run's own, removed afterwards, so a run never writes outside temporary folders even without
    /// `--cache-dir`.
    static func run(
        _ arguments: [String],
        input: String = "",
        environment extra: [String: String] = [:],
        timeout: Duration = AppProcess.hangGuard,
        executable: String = "App"
    ) async throws -> AppRun {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("app-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folders = [
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]
        let process = Process()
        process.executableURL = try AppExecutable.url(named: executable)
        process.arguments = arguments
        process.environment = environment(adding: folders.merging(extra) { $1 })
        let (output, errors, inputPipe) = (Pipe(), Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = inputPipe
        let start = ContinuousClock.now
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let watchdog = Watchdog(process: process, timeout: timeout)
        async let outputData = read(output)
        async let errorData = read(errors)
        let (stdout, stderr) = await (outputData, errorData)
        await waitUntilExit(process)
        let duration = ContinuousClock.now - start
        if watchdog.cancel() {
            throw TimedOut(arguments: arguments, timeout: timeout)
        }
        return AppRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: stdout, as: UTF8.self),
            standardError: String(decoding: stderr, as: UTF8.self),
            duration: duration
        )
    }

    static func read(_ pipe: Pipe) async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: pipe.fileHandleForReading.readDataToEndOfFile())
            }
        }
    }

    static func waitUntilExit(_ process: Process) async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }
}
