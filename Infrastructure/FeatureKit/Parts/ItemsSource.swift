import APIVocabulary
import FeatureData
import FeatureDomain
import Foundation
import Networking
import SharedPresentation

/// Where items come from: the API's resource read as a DTO, through the records a feature is composed with (the
/// App's cache, or a preview's fixtures), with the filters its lists take and how a filter reads as the API's query.
public struct ItemsSource<Item: Sendable>: Sendable {
    /// The API resource, such as `.location`.
    public let resource: RickAndMortyAPI.Resource
    /// The keys its lists are narrowed by: the resource's own (`RickAndMortyAPI.Resource.filters`) unless told.
    public let filters: ListFilterRules
    /// The items' repository over the records a feature is composed with.
    let repository: @Sendable (any APIRecords) -> any ItemsRepository<Item> & RelatedItemsLoader<Item>

    /// The API's `resource` read as `type`, narrowed by `filters` (the API's own for the resource by default), which
    /// `query` turns into the API's query (an item a key by default).
    public static func api<DTO: IdentifiedDTO & DomainConvertible>(
        _ resource: RickAndMortyAPI.Resource, as type: DTO.Type, filters: ListFilterRules? = nil,
        query: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems }
    ) -> ItemsSource where DTO.Domain == Item {
        ItemsSource(
            resource: resource, filters: filters ?? resource.filters,
            repository: { CachedItemsRepository<DTO>(records: $0, resource: resource, queryItems: query) })
    }

    /// The API's `resource` read as `APIItemDTO<DTO>`: the basics by the kit, the feature's own fields by `type`.
    public static func api<DTO: ItemDTO>(
        _ resource: RickAndMortyAPI.Resource, as type: DTO.Type, filters: ListFilterRules? = nil,
        query: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems }
    ) -> ItemsSource where DTO.Domain == Item {
        api(resource, as: APIItemDTO<DTO>.self, filters: filters, query: query)
    }

    /// What the items are called unless a feature says otherwise: the resource's name ("location").
    var noun: ItemNoun { ItemNoun(resource.rawValue) }

    /// These items with each page narrowed by `keep`: what the feature's domain keeps of a page (the episodes
    /// feature keeps the episodes of the season asked for).
    public func keeping(_ keep: @escaping @Sendable (Page<Item>, ListQuery) -> Page<Item>) -> ItemsSource {
        let repository = repository
        return ItemsSource(
            resource: resource, filters: filters, repository: { KeptPages(items: repository($0), keep: keep) })
    }
}

/// A repository whose pages are narrowed by what a feature's domain keeps of them.
private struct KeptPages<Item: Sendable>: ItemsRepository, RelatedItemsLoader {
    let items: any ItemsRepository<Item> & RelatedItemsLoader<Item>
    let keep: @Sendable (Page<Item>, ListQuery) -> Page<Item>

    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Item>> {
        try await items.page(query, mode: mode).map { keep($0, query) }
    }

    func item(id: Int, mode: FetchMode) async throws -> Fetched<Item> {
        try await items.item(id: id, mode: mode)
    }

    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[Item]> {
        try await items.items(ids: ids, mode: mode)
    }
}
