import Foundation
import Networking

/// The detail answers the features read, derived from the crawled list pages without a request: each character's
/// and episode's own object (`character/1`), a character's episodes and an episode's cast (`episode/1,2,3`).
///
/// A page's objects are the single-item answers, byte for byte, and a multi-id answer is those objects sorted by
/// id in an array, as the API sends it. The id lists are cut as the features cut them (see `CatalogDetailBatches`),
/// so their keys match what the features ask for.
struct CatalogDetails {
    /// One derived answer: the URL a feature reads and the body the API would send.
    struct Entry: Sendable, Hashable {
        var url: URL
        var body: Data
    }

    private var objects: [RickAndMortyAPI.Resource: [Int: Data]] = [:]
    private var episodesOfCharacter: [Int: [Int]] = [:]
    private var castOfEpisode: [Int: [Int]] = [:]
    private var completeResources: Set<RickAndMortyAPI.Resource> = []

    /// Takes in one crawled page of `resource`; a page that cannot be read is skipped.
    mutating func add(page body: Data, of resource: RickAndMortyAPI.Resource) {
        guard let ranges = PageResultsScanner.objectRanges(in: body) else { return }
        let decoder = JSONDecoder()
        let links: [(id: Int, linked: [String])]
        switch resource {
        case .character:
            guard let page = try? decoder.decode(CatalogLinks.CharacterPage.self, from: body) else { return }
            links = page.results.map { ($0.id, $0.episode) }
        case .episode:
            guard let page = try? decoder.decode(CatalogLinks.EpisodePage.self, from: body) else { return }
            links = page.results.map { ($0.id, $0.characters) }
        case .location:
            return
        }
        guard links.count == ranges.count else { return }
        for (link, range) in zip(links, ranges) {
            objects[resource, default: [:]][link.id] = body.subdata(in: range)
            let ids = link.linked.compactMap(CatalogLinks.id(from:))
            if resource == .character {
                episodesOfCharacter[link.id] = ids
            } else {
                castOfEpisode[link.id] = ids
            }
        }
    }

    /// Notes that every page of `resource` was added, so lists of its ids can be answered in full.
    mutating func markComplete(_ resource: RickAndMortyAPI.Resource) {
        completeResources.insert(resource)
    }

    /// Every derived answer: the items of each resource, then the multi-id lists whose every id's resource is
    /// complete (a list with an id from a missing page would be answered wrongly).
    func entries(on configuration: APIConfiguration) -> [Entry] {
        var entries: [Entry] = []
        for resource in [RickAndMortyAPI.Resource.character, .episode] {
            for (id, object) in (objects[resource] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let url = try? configuration.url(for: .item(id, of: resource)) else { continue }
                entries.append(Entry(url: url, body: object))
            }
        }
        if completeResources.contains(.episode) {
            let lists = episodesOfCharacter.keys.sorted().flatMap {
                CatalogDetailBatches.episodesOfCharacter(episodesOfCharacter[$0] ?? [])
            }
            entries += listEntries(lists, of: .episode, on: configuration)
        }
        if completeResources.contains(.character) {
            let lists = castOfEpisode.keys.sorted().flatMap {
                CatalogDetailBatches.castOfEpisode(castOfEpisode[$0] ?? [])
            }
            entries += listEntries(lists, of: .character, on: configuration)
        }
        return entries
    }

    private func listEntries(
        _ lists: [[Int]], of resource: RickAndMortyAPI.Resource, on configuration: APIConfiguration
    ) -> [Entry] {
        var seen: Set<[Int]> = []
        var entries: [Entry] = []
        let known = objects[resource] ?? [:]
        for ids in lists where seen.insert(ids).inserted {
            guard let url = try? configuration.url(for: .items(ids, of: resource)) else { continue }
            var body = Data("[".utf8)
            for (index, object) in Set(ids).sorted().compactMap({ known[$0] }).enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(object)
            }
            body.append(UInt8(ascii: "]"))
            entries.append(Entry(url: url, body: body))
        }
        return entries
    }
}
