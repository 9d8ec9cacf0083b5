import CatalogCrawl
import Console
import FeatureKit
import Foundation
import HeadlessHost
import Networking
import Storage
import Tracking

/// The live infrastructure of one run: the API target, the HTTP client, the cache, the tracker and the clock.
@MainActor
struct AppServices {
    let target: APITarget
    let http: HTTPClientStack
    let storage: CacheStorage
    let fetcher: CachedFetcher
    let tracker: any EventTracker
    let clock: any Clock<Duration>
    let userData: any UserDataStore

    var environment: FeatureEnvironment {
        FeatureEnvironment(
            client: http.client, configuration: target.configuration, fetcher: fetcher, tracker: tracker,
            clock: clock, userData: userData)
    }

    /// Starts what `invocation` needs; the tracker first, so a bad `--events` file fails before the replica boots.
    static func start(for invocation: Invocation, on infrastructure: AppInfrastructure) throws(StartupError)
        -> AppServices
    {
        let options = invocation.options
        let errors = infrastructure.streams.standardError
        let tracker = try tracker(for: options, standardError: errors)
        let target = try APITarget.start(for: options)
        // On fixtures there is no server, and `--offline` asks for none: nothing may go on the wire, so no transport
        // is even made.
        let http =
            if options.usesFixtures {
                HTTPClientStack(sendingNothingBecause: "a preview on fixtures makes no request")
            } else if options.worksOffline {
                HTTPClientStack(sendingNothingBecause: "--offline makes no request")
            } else {
                HTTPClientStack(
                    transport: infrastructure.makeTransport(HTTPClientStack.maximumResponseBytes),
                    budget: NetworkBudget.budget(for: invocation.command),
                    clock: infrastructure.clock,
                    log: options.isVerbose ? HTTPRequestLog(sink: errors) : nil
                )
            }
        let storage = target.cacheStorage(
            CacheStorage(
                options: options, environment: infrastructure.environment, homeDirectory: infrastructure.homeDirectory))
        // A crawl stores bundles of pages and an index: the pages and the items' details are answered from them.
        let crawled = CrawledStore(wrapping: storage.store, configuration: target.configuration)
        // What a crawl left in the cache answers any list or search when the server cannot be reached.
        let offline = CrawledCatalog(
            store: crawled, configuration: target.configuration,
            resources: infrastructure.catalog.crawlContributions.map(\.resource), linkBase: target.linkBase)
        return AppServices(
            target: target, http: http, storage: storage,
            fetcher: CachedFetcher(
                store: crawled,
                offline: options.usesFixtures ? nil : offline,
                worksOffline: options.worksOffline, revalidatingEverything: options.refreshes),
            tracker: tracker, clock: infrastructure.clock, userData: userData(for: invocation, on: infrastructure))
    }

    /// The event trackers `options` ask for: lines on stderr with `--verbose`, JSON lines in the `--events` file.
    static func tracker(for options: GlobalOptions, standardError: any TextSink) throws(StartupError)
        -> any EventTracker
    {
        var trackers: [any EventTracker] = []
        if options.isVerbose {
            trackers.append(LineEventTracker { standardError.writeLine($0) })
        }
        if let file = options.eventsFile {
            do {
                trackers.append(try JSONLinesEventTracker(fileURL: file))
            } catch {
                throw .eventsFileUnwritable(error)
            }
        }
        return CompositeTracker(trackers)
    }

    /// The user's data; a demo or a preview without `--data-dir` keeps it in memory, never touching the user's.
    static func userData(for invocation: Invocation, on infrastructure: AppInfrastructure) -> any UserDataStore {
        if let directory = invocation.options.dataDirectory {
            return FileUserDataStore(directory: directory)
        }
        switch invocation.command {
        case .tour, .demo: return MemoryUserDataStore()
        default:
            guard infrastructure.catalog.isComplete else { return MemoryUserDataStore() }
            return FileUserDataStore(
                directory: DataLocation.platformDefault(
                    environment: infrastructure.environment, homeDirectory: infrastructure.homeDirectory))
        }
    }

    /// The line `--verbose` ends with: requests sent, bytes received, failed, retried, shared and answered 304.
    nonisolated static func metricsLine(for total: RequestMetrics.Counts) -> String {
        "[metrics] \(total.requests) \(total.requests == 1 ? "request" : "requests"), "
            + "\(total.bytesReceived) bytes received, \(total.failures) failed, \(total.retries) retried, "
            + "\(total.coalescedJoins) shared, \(total.notModified) not modified"
    }

    func stop(printer: OutputPrinter, isVerbose: Bool) {
        if isVerbose {
            printer.write(.notice(Self.metricsLine(for: http.metrics.total)))
        }
        target.replica?.stop()
    }
}
