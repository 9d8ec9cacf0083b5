import APIReplica
import Foundation
import Locking
import Networking

/// The replica served in this process over loopback for the crawl benchmark.
final class CrawlBenchmarkReplica {
    let configuration: APIConfiguration
    private let server: HTTPServer

    init(dataset: ReplicaDataset) throws {
        let slot = Slot()
        let server = HTTPServer(handler: slot)
        let port = try server.start()
        guard let base = URL(string: "http://127.0.0.1:\(port)/api") else { throw URLError(.badURL) }
        slot.install(ReplicaAPI(dataset: dataset, baseURL: base))
        configuration = APIConfiguration(baseURL: base)
        self.server = server
    }

    func stop() {
        server.stop()
    }

    private final class Slot: HTTPRequestHandler {
        private let handler = Locked<(any HTTPRequestHandler)?>(nil)

        func install(_ installed: any HTTPRequestHandler) {
            handler.withLock { $0 = installed }
        }

        func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
            guard let installed = handler.withLock({ $0 }) else { return HTTPServerResponse(status: 503) }
            return await installed.response(to: request)
        }
    }
}

/// The URLs a full crawl loads: every list page and every avatar, as the crawl builds them.
struct CrawlBenchmarkURLs {
    let pages: [URL]
    let avatars: [URL]

    init(dataset: ReplicaDataset, configuration: APIConfiguration) throws {
        var pages: [URL] = []
        let counts: [(RickAndMortyAPI.Resource, Int)] = [
            (.character, dataset.characters.count), (.episode, dataset.episodes.count),
            (.location, dataset.locations.count),
        ]
        for (resource, count) in counts {
            let pageCount = (count + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
            for page in 1...max(1, pageCount) {
                pages.append(try configuration.url(for: .page(page, of: resource)))
            }
        }
        self.pages = pages
        avatars = try dataset.characters.map { try configuration.url(for: .avatar(characterID: $0.id)) }
    }
}
