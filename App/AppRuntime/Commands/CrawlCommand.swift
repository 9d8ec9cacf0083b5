/// `crawl`: starts the services a browsing run uses (the same client, cache and keys), then loads the whole
/// catalog into the cache with `CrawlCommandRunner`.
@MainActor
struct CrawlCommand {
    let infrastructure: AppInfrastructure

    func run(_ crawl: CrawlOptions, invocation: Invocation) async -> ExitCode {
        let errors = infrastructure.streams.standardError
        let services: AppServices
        do {
            services = try AppServices.start(for: invocation, on: infrastructure)
        } catch {
            errors.writeLine(error.message)
            return .failure
        }
        defer { services.stop() }
        let runner = CrawlCommandRunner(
            client: services.http.client,
            store: services.storage.store,
            configuration: services.target.configuration,
            metrics: services.http.metrics,
            streams: infrastructure.streams,
            progressStyle: .forStandardError(isTerminal: errorIsTerminal),
            clock: services.clock,
            cachesToDisk: services.storage.disk != nil
        )
        let code = await runner.run(crawl)
        if invocation.options.isVerbose {
            errors.writeLine(services.metricsLine)
        }
        return code
    }

    // The bar redraws with escape sequences, so it needs a terminal that understands them.
    private var errorIsTerminal: Bool {
        infrastructure.errorIsTerminal && infrastructure.environment["TERM"] != "dumb"
    }
}
