import Console
import FeatureKit
import Foundation
import HeadlessHost
import HeadlessHostTesting
import Networking
import TestSupport

@testable import AppRuntime

/// Boots the real composition root on test streams, a temporary cache home and the given features.
@MainActor
struct CompositionHarness {
    let output = TextBuffer()
    let errors = TextBuffer()
    let cacheHome: TemporaryDirectory
    var catalog: FeatureCatalog
    var lines: [String] = []
    var stopRequest: any StopRequest = ManualStopRequest {}
    var outputIsTerminal = false

    init(features: [any FeatureAssembly.Type] = [ProbeAssembly.self]) throws {
        cacheHome = try TemporaryDirectory()
        catalog = FeatureCatalog(features)
    }

    var infrastructure: AppInfrastructure {
        let lines = lines
        let stopRequest = stopRequest
        return AppInfrastructure(
            streams: OutputStreams(standardOutput: output, standardError: errors),
            environment: [
                "XDG_CACHE_HOME": cacheHome.url.path,
                "XDG_DATA_HOME": cacheHome.url.appendingPathComponent("data").path,
                "HOME": cacheHome.url.path,
            ],
            outputIsTerminal: outputIsTerminal,
            inputIsTerminal: false,
            clock: ContinuousClock(),
            makeTransport: { LiveHTTPClient(maximumResponseBytes: $0) },
            makeLineSource: { _ in FakeLineSource(lines) },
            makeStopRequest: { stopRequest },
            demos: DemoCatalog(directory: nil, scripts: catalog.demos),
            catalog: catalog
        )
    }

    /// Runs the App with `arguments` as the command line gives them.
    func run(_ arguments: [String]) async -> ExitCode {
        await AppComposition(infrastructure: infrastructure).run(arguments: arguments)
    }

    /// The platform default cache folder inside the temporary cache home.
    var defaultCacheDirectory: URL {
        cacheHome.url.appendingPathComponent("rick-and-morty-core", isDirectory: true)
    }

    func remove() {
        cacheHome.remove()
    }
}
