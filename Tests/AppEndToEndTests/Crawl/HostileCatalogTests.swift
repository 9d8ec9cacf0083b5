import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    /// Servers whose catalogs claim too much, contradict themselves or stop answering: each crawl ends with exit 1
    /// and a message naming what was wrong.
    @Suite("App: crawls of hostile catalogs")
    struct HostileCatalogTests {
        @Test(arguments: [Int.max, 50_000_000])
        func aCrawlOfAServerClaimingTooManyPagesExitsOneNamingTheClaim(pages: Int) async throws {
            let (server, cache) = try makeSUT { _ in CatalogAnswerServer.page(ids: 1...20, count: 20, pages: pages) }
            defer {
                server.stop()
                cache.remove()
            }

            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("claims \(pages) pages; a crawl follows 0 to 100000 pages"), "\(run)")
            #expect(server.acceptedConnections <= 4, "page 1 of each list, and nothing sized by the claim")
        }

        @Test func aCatalogRepeatingItsIdsOnEveryPageExitsOneNamingTheRepeat() async throws {
            let (server, cache) = try makeSUT { _ in CatalogAnswerServer.page(ids: 1...20, count: 60, pages: 3) }
            defer {
                server.stop()
                cache.remove()
            }

            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.hasPrefix("crawl incomplete"), "\(run)")
            #expect(run.standardOutput.contains("repeats ids already listed (1, 2, 3, 4, 5 and 15 more)"), "\(run)")
        }

        @Test func aCatalogWhosePagesDoNotAddUpToItsCountExitsOneNamingBoth() async throws {
            let (server, cache) = try makeSUT { _ in CatalogAnswerServer.page(ids: 1...20, count: 25, pages: 1) }
            defer {
                server.stop()
                cache.remove()
            }

            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("pages list 20 items but claim 25"), "\(run)")
        }

        @Test func aPageWithADuplicatedIDKeyIsRefusedAsMalformed() async throws {
            let body = #"{"info":{"count":1,"pages":1,"next":null,"prev":null},"results":[{"id":1,"name":"A","id":2}]}"#
            let (server, cache) = try makeSUT { _ in body }
            defer {
                server.stop()
                cache.remove()
            }

            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains(#"the key "id" appears twice in one object"#), "\(run)")
        }

        @Test func aCrawlOfAServerThatNeverAnswersStopsNamingTheHostAndHowToResume() async throws {
            let (server, cache) = try makeSUT { _ in nil }
            defer {
                server.stop()
                cache.remove()
            }

            // The App's own deadlines end each load.
            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.hasPrefix("crawl stopped"), "\(run)")
            #expect(run.standardOutput.contains("127.0.0.1 stopped answering (3 loads in a row timed out)"), "\(run)")
            #expect(run.standardOutput.contains("run `crawl` again to resume"), "\(run)")
        }

        private func makeSUT(
            answer: @escaping @Sendable (String) -> String?
        ) throws -> (server: CatalogAnswerServer, cache: CacheDirectory) {
            (try CatalogAnswerServer(answer: answer), CacheDirectory())
        }
    }
}
