/// CRAWL AND CACHE: `crawl` and `cache stats|verify|clear` are dispatched here, the one place they are wired.
///
/// They are built on the `crawl` branch; until it is merged, both report that they are not available (exit 1).
@MainActor
struct PendingCommands {
    let infrastructure: AppInfrastructure

    func run(_ invocation: Invocation) async -> ExitCode {
        let name =
            switch invocation.command {
            case .crawl: "crawl"
            case .cache(let action): "cache \(action.rawValue)"
            default: "this command"
            }
        infrastructure.streams.standardError.writeLine("'\(name)' is not available yet in this build of the App")
        return .failure
    }
}
