import Foundation
import Locking
import Testing

extension AppEndToEnd.CommandLane {
    /// Servers whose character list grows or shrinks between the crawl's pages: the crawl keeps the newest catalog,
    /// exits 0 and says what changed, and the cache answers the new catalog offline.
    @Suite("App: crawls of a catalog that changes")
    struct ChangingCatalogTests {
        @Test func aCharacterAddedAfterPageOneIsCrawledAndAnsweredOffline() async throws {
            let (server, cache) = try makeSUT { page, asked in
                asked == 1 && page == 1 ? (Array(1...20), 40) : (Array(1...41), 41)
            }
            defer {
                server.stop()
                cache.remove()
            }

            let crawl = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)
            let offline = try await AppProcess.run(
                ["--api", server.apiBase, "--offline", "character", "41"] + cache.arguments)

            #expect(crawl.status == 0, "\(crawl)")
            #expect(
                crawl.standardOutput.contains("character list changed while it was crawled: 40 items, now 41"),
                "\(crawl)")
            #expect(offline.status == 0, "\(offline)")
            #expect(offline.standardOutput.contains("Person 41"), "\(offline)")
        }

        @Test func aCharacterDeletedAfterPageOneIsDroppedAndTheRestAnsweredOffline() async throws {
            let (server, cache) = try makeSUT { page, asked in
                asked == 1 && page == 1 ? (Array(1...20), 40) : ((1...40).filter { $0 != 5 }, 39)
            }
            defer {
                server.stop()
                cache.remove()
            }

            let crawl = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)
            let gone = try await AppProcess.run(
                ["--api", server.apiBase, "--offline", "character", "5"] + cache.arguments)
            let moved = try await AppProcess.run(
                ["--api", server.apiBase, "--offline", "character", "21"] + cache.arguments)

            #expect(crawl.status == 0, "\(crawl)")
            #expect(crawl.standardOutput.contains("40 items, now 39; no longer listed: 5"), "\(crawl)")
            #expect(gone.status == 1, "\(gone)")
            #expect(moved.standardOutput.contains("Person 21"), "\(moved)")
        }

        // A server whose characters `list` makes up from the page asked for and how often it was asked (all the ids
        // and their count, paged 20 a page); every other list is one item.
        private func makeSUT(
            list: @escaping @Sendable (_ page: Int, _ asked: Int) -> ([Int], Int)
        ) throws -> (server: CatalogAnswerServer, cache: CacheDirectory) {
            let asked = Locked<[Int: Int]>([:])
            let server = try CatalogAnswerServer { target in
                let page =
                    URLComponents(string: target)?.queryItems?.first { $0.name == "page" }
                    .flatMap { Int($0.value ?? "") } ?? 1
                guard target.hasPrefix("/api/character?") else {
                    return #"{"info":{"count":0,"pages":0,"next":null,"prev":null},"results":[]}"#
                }
                let count = asked.withLock { asked in
                    asked[page, default: 0] += 1
                    return asked[page, default: 0]
                }
                let (ids, total) = list(page, count)
                let shown = ids.count == 20 ? ids : Array(ids.dropFirst((page - 1) * 20).prefix(20))
                let results = shown.map(Self.character).joined(separator: ",")
                let pages = (total + 19) / 20
                return
                    #"{"info":{"count":\#(total),"pages":\#(pages),"next":null,"prev":null},"results":[\#(results)]}"#
            }
            return (server, CacheDirectory())
        }

        private static func character(_ id: Int) -> String {
            #"{"id":\#(id),"name":"Person \#(id)","status":"Alive","species":"Human","type":"","gender":"Female","#
                + #""origin":{"name":"Earth","url":""},"location":{"name":"Earth","url":""},"image":"","episode":[],"#
                + #""url":"","created":"2017-11-04T18:48:46.250Z"}"#
        }
    }
}
