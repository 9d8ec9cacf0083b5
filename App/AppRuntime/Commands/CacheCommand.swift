import Console
import HeadlessHost

/// `cache stats|verify|clear`: opens the cache the options name (no replica, no network) and runs the action.
@MainActor
struct CacheCommand {
    let infrastructure: AppInfrastructure
    let printer: OutputPrinter

    func run(_ action: CacheAction, options: GlobalOptions) -> ExitCode {
        let storage = CacheStorage(
            options: options, environment: infrastructure.environment, homeDirectory: infrastructure.homeDirectory)
        return CacheCommandRunner(memory: storage.memory, disk: storage.disk, printer: printer).run(action)
    }
}
