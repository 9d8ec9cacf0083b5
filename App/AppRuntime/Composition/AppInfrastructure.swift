import Console
import FeatureKit
import Foundation
import HeadlessHost
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
/// The outside world the App is built on; `live()` is the real one, and tests boot the real App on fakes.
///
/// Its memberwise initialiser is internal: only `live()` and the tests make one.
@MainActor
public struct AppInfrastructure {
    /// Where screens, logs and errors go.
    public var streams: OutputStreams
    /// The process environment: the cache location (`XDG_CACHE_HOME`) and colour (`NO_COLOR`, `TERM`).
    public var environment: [String: String]
    /// Whether standard output is a terminal (colour) and standard input is one (the shell's prompt).
    public var outputIsTerminal: Bool
    /// Whether standard input is a terminal, so `shell` prompts.
    public var inputIsTerminal: Bool
    /// The clock for deadlines, retries, debouncing and `wait`.
    public var clock: any Clock<Duration>
    /// Makes the client that puts requests on the wire, rejecting bodies over the given number of bytes.
    public var makeTransport: (_ maximumResponseBytes: Int) -> any HTTPClient
    /// The lines `shell` reads.
    public var makeLineSource: () -> any LineSource
    /// What tells `serve` to stop; made just before the server starts.
    public var makeStopRequest: () -> any StopRequest
    /// The demo scripts.
    public var demos: DemoCatalog
    /// The features the App is built from.
    public var catalog: FeatureCatalog
    /// The demo run when no command is given.
    public var defaultDemo = "tour"
    /// Whether standard error is a terminal, so `crawl` draws a progress bar instead of plain lines.
    public var errorIsTerminal = false
    /// The program's name, as `--help`, `--version` and usage errors write it: "App", or a preview's name.
    public var program = "App"

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
