import Foundation

/// Runs the App until a condition holds (or it ends by itself), then kills it with SIGKILL (or another signal).
enum KilledProcess {
    /// Starts `App arguments`, polls `shouldKill` every few milliseconds, and sends `signal` to the App once it is
    /// true; returns whether it was sent (false: it ended by itself first, or `timeout` passed).
    static func run(
        _ arguments: [String], signal: Int32 = SIGKILL, timeout: Duration = AppProcess.hangGuard,
        until shouldKill: () -> Bool
    ) throws -> Bool {
        let process = Process()
        process.executableURL = try AppExecutable.url()
        process.arguments = arguments
        process.environment = AppProcess.environment()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + timeout
        var killed = false
        while process.isRunning, ContinuousClock.now < deadline {
            if shouldKill() {
                kill(process.processIdentifier, signal)
                killed = true
                break
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        if process.isRunning, !killed {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return killed
    }
}
