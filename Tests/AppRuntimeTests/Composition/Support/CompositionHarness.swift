import AppRuntime
import Foundation
import Networking
import TestSupport

/// Boots the real composition root on test streams, a temporary cache home and the given features.
@MainActor
struct CompositionHarness {
    let output = TextBuffer()
    let errors = TextBuffer()
    let cacheHome: TemporaryDirectory
    var modules: [FeatureModule]
    var lines: [String] = []
    var stopRequest: any StopRequest = ManualStopRequest {}
    let featureRequests = FeatureRequestLog()

    init(modules: [FeatureModule] = [ProbeAssembly.module()]) throws {
        cacheHome = try TemporaryDirectory()
        self.modules = modules
    }

    var infrastructure: AppInfrastructure {
        let modules = modules
        let lines = lines
        let stopRequest = stopRequest
        let featureRequests = featureRequests
        return AppInfrastructure(
            streams: OutputStreams(standardOutput: output, standardError: errors),
            environment: ["XDG_CACHE_HOME": cacheHome.url.path],
            outputIsTerminal: false,
            inputIsTerminal: false,
            clock: ContinuousClock(),
            makeTransport: { URLSessionHTTPClient(maximumResponseBytes: $0) },
            makeLineSource: { FakeLineSource(lines) },
            makeStopRequest: { stopRequest },
            demos: .bundled,
            featureModules: { command, _ in
                featureRequests.record(command)
                return modules
            }
        )
    }

    /// Runs the App with `arguments` as the command line gives them.
    func run(_ arguments: [String]) async -> ExitCode {
        await AppComposition(infrastructure: infrastructure).commandLine().run(arguments: arguments)
    }

    /// The platform default cache folder inside the temporary cache home.
    var defaultCacheDirectory: URL {
        cacheHome.url.appendingPathComponent("rick-and-morty-core", isDirectory: true)
    }

    func remove() {
        cacheHome.remove()
    }
}

/// The commands the composition asked for features.
@MainActor
final class FeatureRequestLog {
    private(set) var commands: [Command] = []

    func record(_ command: Command) {
        commands.append(command)
    }
}
