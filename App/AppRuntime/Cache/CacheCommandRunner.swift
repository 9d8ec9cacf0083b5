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
        do throws(StorageError) {
            switch action {
            case .stats:
                report(try statistics(), action)
                return .success
            case .verify:
                let verification = try verify()
                report(verification, action)
                return verification.report?.isHealthy == false ? .failure : .success
            case .clear:
                report(try clear(), action)
                return .success
            }
        } catch {
            printer.write(
                .error(
                    ErrorReport(
                        kind: ErrorReport.Kind.failure, message: "cache \(action.rawValue) failed: \(error.description)"
                    )),
                command: "cache \(action.rawValue)")
            return .failure
        }
    }

    private func statistics() throws(StorageError) -> CacheStatisticsReport {
        CacheStatisticsReport(directory: disk?.directory, memory: memory?.statistics(), disk: try disk?.statistics())
    }

    private func verify() throws(StorageError) -> CacheVerification {
        CacheVerification(directory: disk?.directory, report: try disk?.verify())
    }

    private func clear() throws(StorageError) -> CacheClearing {
        let before = try disk?.statistics()
        let memoryBefore = memory?.statistics()
        memory?.removeAll()
        try disk?.removeAll()
        return CacheClearing(
            directory: disk?.directory,
            entries: (before?.entryCount ?? 0) + (memoryBefore?.entryCount ?? 0),
            bytes: (before?.byteCount ?? 0) + (memoryBefore?.byteCount ?? 0)
        )
    }

    private func report(_ result: some CommandReport, _ action: CacheAction) {
        printer.write(.report(result), command: "cache \(action.rawValue)")
    }
}
