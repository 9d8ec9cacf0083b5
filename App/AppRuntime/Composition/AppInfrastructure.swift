import Console
import FeatureKit
import Foundation
import HeadlessHost
import LineEditing
import Networking
import Storage

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
    /// Makes what the shell reads its lines from, given the user's data (where a terminal's history is kept).
    var makeLineSource: (_ userData: any UserDataStore) -> any LineSource
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
            makeLineSource: lineSource(environment: ProcessInfo.processInfo.environment),
            makeStopRequest: { SignalStopRequest() },
            demos: DemoCatalog(directory: demosDirectory, scripts: catalog.demos),
            catalog: catalog,
            defaultDemo: defaultDemo,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            program: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "App"
        )
    }

    /// The shell's lines: a line editor when standard input and standard error are a terminal that takes escape
    /// sequences (its history in the user's data, folder `shell`), else standard input as it comes.
    static func lineSource(environment: [String: String]) -> (any UserDataStore) -> any LineSource {
        let terminal = TerminalDevice(input: STDIN_FILENO, output: STDERR_FILENO)
        guard terminal.isTerminal, TerminalLineSource.supportsTerminal(environment) else {
            return { _ in StandardInputLineSource() }
        }
        return { userData in
            TerminalLineSource(device: terminal, historyFile: HistoryFile(store: userData.scoped(to: "shell")))
        }
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
