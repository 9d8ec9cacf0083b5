import Console
import FeatureKit
import Foundation
import HeadlessHost
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
/// The outside world the App is built on; `live()` is the real one, and tests boot the real App on fakes.
@MainActor
public struct AppInfrastructure {
    var streams: OutputStreams
    /// The process environment: the cache location (`XDG_CACHE_HOME`) and colour (`NO_COLOR`, `TERM`).
    var environment: [String: String]
    var outputIsTerminal: Bool
    var inputIsTerminal: Bool
    var clock: any Clock<Duration>
    /// Makes the client that puts requests on the wire, rejecting bodies over the given number of bytes.
    var makeTransport: (_ maximumResponseBytes: Int) -> any HTTPClient
    var makeLineSource: () -> any LineSource
    /// What tells `serve` to stop; made just before the server starts.
    var makeStopRequest: () -> any StopRequest
    var demos: DemoCatalog
    var catalog: FeatureCatalog
    var defaultDemo = "tour"
    /// Whether standard error is a terminal, so `crawl` draws a progress bar instead of plain lines.
    var errorIsTerminal = false
    /// The program's name, as `--help`, `--version` and usage errors write it: "App", or a preview's name.
    var program = "App"

    /// This process's streams, environment, network, clock and signals, with `catalog` and `demosDirectory`.
    public static func live(
        catalog: FeatureCatalog, defaultDemo: String, demosDirectory: URL? = nil
    ) -> AppInfrastructure {
        AppInfrastructure(
            streams: .process,
            environment: ProcessInfo.processInfo.environment,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            clock: ContinuousClock(),
            makeTransport: { LiveHTTPClient(maximumResponseBytes: $0) },
            makeLineSource: { StandardInputLineSource() },
            makeStopRequest: { SignalStopRequest() },
            demos: DemoCatalog(directory: demosDirectory, scripts: catalog.demos),
            catalog: catalog,
            defaultDemo: defaultDemo,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            program: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "App"
        )
    }

    /// `$HOME` when set, as asking the user database would open a socket to its daemon.
    var homeDirectory: URL {
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            return FileManager.default.homeDirectoryForCurrentUser
        }
        return URL(fileURLWithPath: home, isDirectory: true)
    }

    func printer(for options: GlobalOptions) -> OutputPrinter {
        let capabilities = TerminalCapabilities(environment: environment, isTerminal: outputIsTerminal)
        return OutputPrinter(renderer: options.screenRenderer(for: capabilities), streams: streams)
    }
}
