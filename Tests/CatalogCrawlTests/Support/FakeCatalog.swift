import CatalogCrawl
import FeatureKit
import Foundation
import Networking

/// A small made-up catalog served as the API would serve it: list pages of 20 items and avatar images.
struct FakeCatalog: Sendable {
    static let baseURL = URL(string: "http://catalog.test/api") ?? URL(fileURLWithPath: "/")

    var counts: [RickAndMortyAPI.Resource: Int]

    func pages(of resource: RickAndMortyAPI.Resource) -> Int {
        (counts[resource, default: 0] + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
    }

    var totalPages: Int { SampleContributions.all.map(\.resource).map(pages(of:)).reduce(0, +) }
    var totalItems: Int { counts.values.reduce(0, +) }

    func pageURL(_ page: Int, of resource: RickAndMortyAPI.Resource) -> URL {
        (try? APIConfiguration(baseURL: Self.baseURL).url(for: .page(page, of: resource))) ?? Self.baseURL
    }

    var allPageURLs: [URL] {
        SampleContributions.all.map(\.resource).flatMap { resource in
            pages(of: resource) < 1 ? [] : (1...pages(of: resource)).map { pageURL($0, of: resource) }
        }
    }

    func imageURL(_ id: Int) -> URL {
        Self.baseURL.appendingPathComponent("character/avatar/\(id).jpeg")
    }

    var allImageURLs: [URL] {
        counts[.character, default: 0] < 1 ? [] : (1...counts[.character, default: 0]).map(imageURL)
    }

    /// The body the API answers `url` with, or nil for a 404.
    func body(for url: URL) -> Data? {
        let path = url.path
        if path.contains("/avatar/") {
            let id = Int(url.deletingPathExtension().lastPathComponent) ?? 0
            return Self.image(id: id)
        }
        guard
            let resource = SampleContributions.all.map(\.resource).first(where: { path.hasSuffix("/" + $0.rawValue) }),
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
            let page = query.first(where: { $0.name == "page" })?.value.flatMap(Int.init),
            page >= 1, page <= pages(of: resource)
        else { return nil }
        return pageBody(page, of: resource)
    }

    func pageBody(_ page: Int, of resource: RickAndMortyAPI.Resource) -> Data {
        let count = counts[resource, default: 0]
        let first = (page - 1) * RickAndMortyAPI.pageSize + 1
        let last = min(count, page * RickAndMortyAPI.pageSize)
        let items = (first...last).map { String(decoding: object($0, of: resource), as: UTF8.self) }
        let info = "{\"count\":\(count),\"pages\":\(pages(of: resource)),\"next\":null,\"prev\":null}"
        return Data("{\"info\":\(info),\"results\":[\(items.joined(separator: ","))]}".utf8)
    }

    /// A character appears in episode `id % 3 + 1`; episode `id`'s cast is characters `id` and 1.
    private func links(of id: Int, in resource: RickAndMortyAPI.Resource) -> String {
        let base = Self.baseURL.absoluteString
        switch resource {
        case .character:
            return ",\"image\":\"\(imageURL(id).absoluteString)\",\"episode\":[\"\(base)/episode/\(id % 3 + 1)\"]"
        case .episode:
            return ",\"characters\":[\"\(base)/character/\(id)\",\"\(base)/character/1\"]"
        case .location:
            return ""
        }
    }

    /// The object of item `id` as the page of `resource` holds it.
    func object(_ id: Int, of resource: RickAndMortyAPI.Resource) -> Data {
        Data("{\"id\":\(id),\"name\":\"\(resource.rawValue) \(id)\"\(links(of: id, in: resource))}".utf8)
    }

    static func image(id: Int) -> Data {
        Data([0xFF, 0xD8] + Array(repeating: UInt8(truncatingIfNeeded: id), count: 10) + [0xFF, 0xD9])
    }
}

enum CrawlResources {
    static let all: [RickAndMortyAPI.Resource] = [.character, .episode, .location]
}
