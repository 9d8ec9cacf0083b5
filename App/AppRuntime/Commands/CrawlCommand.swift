import CatalogCrawl
import Console
import HeadlessHost

// `crawl`: loads the whole catalog into the cache with a browsing run's services (same client, cache and keys).
extension AppComposition {
    func crawl(_ crawl: CrawlOptions, invocation: Invocation, printer: OutputPrinter) async -> ExitCode {
        let services: AppServices
        do throws(StartupError) {
            services = try AppServices.start(for: invocation, on: infrastructure)
        } catch {
            printer.write(.error(error.report), command: "crawl")
            return error.exitCode
        }
        defer { services.stop(printer: printer, isVerbose: invocation.options.isVerbose) }
        LargeAllocations.returnToTheSystemWhenFreed()
        let interrupts = InterruptCleanup()
        defer { withExtendedLifetime(interrupts) {} }
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
            printSummary: { printer.write(.report(.crawl($0)), command: "crawl") }
        )
        var settings = crawl.settings(for: services.target.configuration.baseURL)
        settings.revalidatesEverything = invocation.options.refreshes
        return await runner.run(settings)
    }
}
