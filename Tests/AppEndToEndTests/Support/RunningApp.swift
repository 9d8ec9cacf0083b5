import Foundation

/// The App running in the background (such as `serve`): its stdout as it arrives, then SIGTERM and its exit.
final class RunningApp {
    private let process = Process()
    private let errors = Pipe()
    private let watchdog: Watchdog
    private var lines: AsyncStream<String>.AsyncIterator

    /// Starts `App arguments` (or a preview's, by its `executable` name); it is killed if it is still running after
    /// `timeout`.
    init(_ arguments: [String], executable: String = "App", timeout: Duration = AppProcess.hangGuard) throws {
        let output = Pipe()
        process.executableURL = try AppExecutable.url(named: executable)
        process.arguments = arguments
        process.environment = AppProcess.environment()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        lines = Self.lines(of: output.fileHandleForReading).makeAsyncIterator()
        try process.run()
        watchdog = Watchdog(process: process, timeout: timeout)
    }

    /// The next line the App prints on stdout; nil once it has closed stdout (it ended).
    func nextLine() async -> String? {
        await lines.next()
    }

    /// Sends SIGTERM and waits for the App to end: its exit status and what it printed on stderr.
    func terminate() async -> (status: Int32, standardError: String) {
        process.terminate()
        let stderr = await AppProcess.read(errors)
        await AppProcess.waitUntilExit(process)
        _ = watchdog.cancel()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    private static func lines(of handle: FileHandle) -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread.detachNewThread {
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        continuation.yield(String(decoding: pending[..<newline], as: UTF8.self))
                        pending.removeSubrange(...newline)
                    }
                }
                continuation.finish()
            }
        }
    }
}
