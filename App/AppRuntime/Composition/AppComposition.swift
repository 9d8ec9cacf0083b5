import APIReplica
import Console
import HeadlessHost

/// The App's composition root: turns a parsed invocation into live infrastructure, a verified dependency
/// container and screens, and runs the command.
///
/// Every command starts from `infrastructure` and composes only what it needs: `serve` boots the replica alone;
/// browsing commands boot it (unless `--api` is given), build the HTTP client stack, the cache and the trackers,
/// register them, apply the feature assemblies the command needs (see `FeatureCatalog`) and verify the graph.
@MainActor
public final class AppComposition {
    private let infrastructure: AppInfrastructure

    /// Creates the root on `infrastructure` (the live one in the App, partly fake in tests).
    public init(infrastructure: AppInfrastructure) {
        self.infrastructure = infrastructure
    }

    /// The complete `--help` text, with the replica's fault syntax and the bundled demos (built only for `--help`:
    /// listing the demos reads the resource bundle).
    public var helpText: HelpText {
        HelpText(
            manifests: infrastructure.catalog.manifests, demoNames: (try? infrastructure.demos.names()) ?? [],
            program: infrastructure.program, hasFixtures: infrastructure.catalog.fixtures != nil)
    }

    /// The App's entry point, running every command through this root.
    public func commandLine() -> AppCommandLine {
        AppCommandLine(
            streams: infrastructure.streams, catalog: infrastructure.catalog, program: infrastructure.program
        ) {
            [self] invocation in
            await run(invocation)
        }
    }

    /// Runs `invocation` and says how the process should end.
    public func run(_ invocation: Invocation) async -> ExitCode {
        switch invocation.command {
        case .serve(let serve):
            return await ServeCommand(infrastructure: infrastructure).run(serve, options: invocation.options)
        case .crawl(let crawl):
            return await CrawlCommand(infrastructure: infrastructure).run(crawl, invocation: invocation)
        case .cache(let action):
            return CacheCommand(infrastructure: infrastructure).run(action, options: invocation.options)
        case .help:
            let renderer = invocation.options.screenRenderer(for: infrastructure.outputCapabilities)
            infrastructure.streams.standardOutput.writeLine(
                renderer.render(help: helpText.text, in: RenderContext(command: "--help")))
            return .success
        case .version:
            let renderer = invocation.options.screenRenderer(for: infrastructure.outputCapabilities)
            infrastructure.streams.standardOutput.writeLine(
                renderer.render(
                    version: AppVersion.number, of: infrastructure.program, in: RenderContext(command: "--version")))
            return .success
        case .tour, .browse, .act, .demo, .shell:
            return await BrowseCommand(infrastructure: infrastructure).run(invocation)
        }
    }
}
