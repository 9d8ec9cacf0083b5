import Foundation
import TestSupport

/// The built App on a pseudo-terminal, as a user at a terminal runs it: standard input, output and error are the
/// terminal, `TERM` is xterm; the test types keys and reads back every byte the App wrote.
final class AppOnTerminal {
    /// The prompt as the line editor draws it on an empty line.
    static let prompt = "\r> \u{1B}[0K"

    let terminal: PseudoTerminal
    private let process = Process()
    private let watchdog: Watchdog

    /// Starts `App arguments`, its platform folders (`XDG_CACHE_HOME`, `XDG_DATA_HOME`) inside `home`.
    convenience init(_ arguments: [String], home: URL) throws {
        try self.init(executable: AppExecutable.url(), arguments, home: home)
    }

    /// Starts `executable` with `arguments` (a shell that starts the App, say), with `environment` added.
    init(executable: URL, _ arguments: [String], home: URL, environment: [String: String] = [:]) throws {
        terminal = try PseudoTerminal()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = AppProcess.environment(
            adding: [
                "TERM": "xterm",
                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ].merging(environment) { _, added in added })
        let side = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
        process.standardInput = side
        process.standardOutput = side
        process.standardError = side
        try process.run()
        watchdog = Watchdog(process: process, timeout: AppProcess.hangGuard)
    }

    /// Types `keys` as a terminal sends them.
    func type(_ keys: String) {
        terminal.type(keys)
    }

    /// What the App wrote since the last read, through `marker`.
    func read(through marker: String) async throws -> String {
        try await terminal.read(through: marker)
    }

    /// Sends SIGTERM.
    func terminate() {
        process.terminate()
    }

    /// Waits for the App to end: its exit status (or the signal that ended it) and whether a signal did.
    func exit() async -> (status: Int32, bySignal: Bool) {
        await AppProcess.waitUntilExit(process)
        _ = watchdog.cancel()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }
}
