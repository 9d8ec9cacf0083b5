import CatalogCrawl
import Console
import HeadlessHost

/// `crawl`: starts the services a browsing run uses (the same client, cache and keys), then loads the whole
/// catalog into the cache with `CrawlCommandRunner`.
@MainActor
struct CrawlCommand {
    let infrastructure: AppInfrastructure

    func run(_ crawl: CrawlOptions, invocation: Invocation) async -> ExitCode {
        await AppServices.run(for: invocation, on: infrastructure) { services in
            await run(crawl, printsJSON: invocation.options.printsJSON, with: services)
        }
    }

    private func run(_ crawl: CrawlOptions, printsJSON: Bool, with services: AppServices) async -> ExitCode {
        let runner = CrawlCommandRunner(
            client: services.http.client,
            store: services.storage.store,
            configuration: services.target.configuration,
            contributions: infrastructure.catalog.crawlContributions,
            metrics: services.http.metrics,
            streams: infrastructure.streams,
            progressStyle: .forStandardError(
                isTerminal: infrastructure.errorIsTerminal, environment: infrastructure.environment),
            clock: services.clock,
            cachesToDisk: services.storage.disk != nil,
            jsonSchema: printsJSON ? OutputSchema.version : nil
        )
        return await runner.run(crawl.settings(for: services.target.configuration.baseURL))
    }
}
