import CatalogCrawl
import Console
import HeadlessHost

/// `crawl`: starts the services a browsing run uses (the same client, cache and keys), then loads the whole
/// catalog into the cache with `CrawlCommandRunner`, printing its summary as a `CrawlReport`.
@MainActor
struct CrawlCommand {
    let infrastructure: AppInfrastructure
    let printer: OutputPrinter

    func run(_ crawl: CrawlOptions, invocation: Invocation) async -> ExitCode {
        let services: AppServices
        do throws(StartupError) {
            services = try AppServices.start(for: invocation, on: infrastructure)
        } catch {
            printer.write(.error(error.report), command: "crawl")
            return error.exitCode
        }
        defer { services.stop(printer: printer, isVerbose: invocation.options.isVerbose) }
        let printer = printer
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
            printSummary: { printer.write(.report(CrawlReport($0)), command: "crawl") }
        )
        return await runner.run(crawl.settings(for: services.target.configuration.baseURL))
    }
}
