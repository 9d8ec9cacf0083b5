import CoreDI
import FeatureData
import FeatureDomain
import Foundation
import Networking
import SharedPresentation

/// A detail's section of the items its item links to (a location's residents), read with the feature's own DTO.
public struct RelatedSection<Owner: Sendable>: Sendable {
    /// The section's heading, such as "Residents".
    public var title: String
    /// The resource of the related items.
    public var resource: RickAndMortyAPI.Resource
    /// The ids the owner links to.
    public var ids: @Sendable (Owner) -> [Int]
    /// The route a row opens.
    public var opens: RouteName
    let register: @Sendable (DependencyContainer) throws(DependencyError) -> Void
    let fixtures: @Sendable (FeatureFixtures, DependencyContainer) -> Void
    let rows: @Sendable (any Resolver) throws -> RelatedItems<Owner>

    /// A section of `resource`'s items read as `type`, by the ids `ids` reads from the owner, rows opening `opens`.
    public static func section<DTO: IdentifiedDTO & DomainConvertible>(
        _ title: String,
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        ids: @escaping @Sendable (Owner) -> [Int],
        order: LoadRelatedItems<Owner, DTO.Domain>.Order = .byID,
        opens: RouteName,
        row: @escaping @Sendable (DTO.Domain) -> ScreenSnapshot.Row
    ) -> RelatedSection where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        typealias Loader = any RelatedItemsLoader<DTO.Domain>
        return RelatedSection(
            title: title, resource: resource, ids: ids, opens: opens,
            register: { container throws(DependencyError) in
                try container.register(Loader.self, name: title, scope: .singleton) {
                    CachedItemsRepository<DTO>(loader: try $0.resolve(), resource: resource)
                }
            },
            fixtures: { fixtures, container in
                container.override(Loader.self, name: title) { _ in try fixtures.items(DTO.self, of: resource) }
            },
            rows: { resolver in
                let load = LoadRelatedItems(
                    loader: try resolver.resolve(Loader.self, name: title), ids: ids, order: order)
                return RelatedItems(title: title, opens: opens, count: load.count(of:)) { owner, mode, limit in
                    try await load(of: owner, mode: mode, limit: limit).map { $0.map(row) }
                }
            })
    }
}
