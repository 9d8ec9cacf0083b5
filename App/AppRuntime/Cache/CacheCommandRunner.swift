import Console
import Foundation
import HeadlessHost
import SharedPresentation
import Storage

/// Runs `cache stats|verify|clear` on the App's cache tiers and prints what it found, as text or JSON.
public struct CacheCommandRunner: Sendable {
    private let memory: MemoryCache?
    private let disk: DiskCache?
    private let printer: OutputPrinter

    /// Creates a runner over the App's tiers, printing with `printer`; `disk` is nil when the cache is disabled.
    public init(memory: MemoryCache?, disk: DiskCache?, printer: OutputPrinter) {
        self.memory = memory
        self.disk = disk
        self.printer = printer
    }

    /// Runs `action`: success, or failure when verification removed damaged entries or the cache was unusable.
    public func run(_ action: CacheAction) -> ExitCode {
        let command = "cache \(action.rawValue)"
        do throws(StorageError) {
            let report: CommandReport
            var isHealthy = true
            switch action {
            case .stats:
                report = .cacheStatistics(
                    directory: disk?.directory, memory: memory?.statistics(), disk: try disk?.statistics())
            case .verify:
                let verification = try disk?.verify()
                isHealthy = verification?.isHealthy ?? true
                report = .cacheVerification(directory: disk?.directory, report: verification)
            case .clear:
                report = try clear()
            }
            printer.write(.report(report), command: command)
            return isHealthy ? .success : .failure
        } catch {
            let message = "\(command) failed: \(error.description)"
            printer.write(.error(ErrorReport(kind: ErrorReport.Kind.failure, message: message)), command: command)
            return .failure
        }
    }

    private func clear() throws(StorageError) -> CommandReport {
        let before = try disk?.statistics()
        let memoryBefore = memory?.statistics()
        memory?.removeAll()
        try disk?.removeAll()
        return .cacheClearing(
            directory: disk?.directory,
            entries: (before?.entryCount ?? 0) + (memoryBefore?.entryCount ?? 0),
            bytes: (before?.byteCount ?? 0) + (memoryBefore?.byteCount ?? 0)
        )
    }
}
