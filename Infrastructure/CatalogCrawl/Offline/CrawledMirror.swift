import APIReplica
import Foundation
import LoopbackHTTP
import Networking
import Storage
import StrictJSON

/// The crawled pages of each fully crawled resource, read back from the cache and served by a `ReplicaAPI`.
struct CrawledMirror: Sendable {
    private let api: ReplicaAPI
    /// The resources whose every page is in the cache, with the oldest page's date.
    private let savedAt: [RickAndMortyAPI.Resource: Date]

    /// Reads every page of `resources` from `store`, leaving out a resource with a page missing or unparsable; its
    /// answers link to `linkBase`.
    init?(
        store: any ByteStore, configuration: APIConfiguration, resources: [RickAndMortyAPI.Resource], linkBase: URL
    ) {
        var records: [ReplicaResource: [ReplicaRecord]] = [:]
        var savedAt: [RickAndMortyAPI.Resource: Date] = [:]
        for resource in resources {
            guard let replicaResource = ReplicaResource(rawValue: resource.rawValue),
                let pages = Self.pages(of: resource, in: store, configuration: configuration),
                let parsed = try? DatasetLoader.records(
                    of: replicaResource, fromPages: pages.map(\.data), file: "the crawled \(resource.rawValue) pages")
            else { continue }
            records[replicaResource] = parsed
            savedAt[resource] = pages.map(\.storedAt).min()
        }
        guard !savedAt.isEmpty else { return nil }
        let dataset = ReplicaDataset(
            characters: records[.character] ?? [], episodes: records[.episode] ?? [],
            locations: records[.location] ?? [], avatars: EmptyAvatarSource())
        api = ReplicaAPI(dataset: dataset, baseURL: linkBase)
        self.savedAt = savedAt
    }

    /// The answer to `request`, nil when its resource was not fully crawled; a non-2xx status is thrown as a
    /// `SavedAnswerFailure`.
    func answer(_ request: CrawledRequest, url: URL) throws -> CachedData? {
        guard let savedAt = savedAt[request.resource] else { return nil }
        let response = api.answer(HTTPServerRequest(method: "GET", target: request.target))
        do {
            _ = try HTTPResponse(statusCode: response.status, headers: response.headers, body: response.body, url: url)
                .validated()
        } catch {
            throw SavedAnswerFailure(error, savedAt: savedAt)
        }
        return CachedData(data: response.body, origin: .disk, isStale: true, storedAt: savedAt)
    }

    // Nil when a page is missing or page 1 does not say how many there are.
    private static func pages(
        of resource: RickAndMortyAPI.Resource, in store: any ByteStore, configuration: APIConfiguration
    ) -> [CacheEntry]? {
        func page(_ number: Int) -> CacheEntry? {
            guard let url = try? configuration.url(for: .page(number, of: resource)) else { return nil }
            return try? store.entry(forKey: url.absoluteString)
        }
        guard let first = page(1),
            let tape = try? JSONTape(validating: first.data),
            let count = tape.member("info", of: tape.root).flatMap({ tape.member("pages", of: $0) }).flatMap(
                tape.integer),
            (1...CatalogLimits.maxPages).contains(count)
        else { return nil }
        var pages = [first]
        for number in stride(from: 2, through: count, by: 1) {
            guard let entry = page(number) else { return nil }
            pages.append(entry)
        }
        return pages
    }
}
