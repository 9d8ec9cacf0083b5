import CoreDI
import FeatureData
import FeatureDomain
import Networking
import SharedPresentation

extension FeatureParts {
    /// A list-only feature over an API resource read as `type`, each row opening `opens` (another feature's detail).
    public static func list<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        list: ListDeclaration<DTO.Domain>,
        opens: RouteName,
        actions: [ActionDeclaration<DTO.Domain>] = [],
        options: [any AnyFeatureOption] = [],
        demo: String? = nil
    ) -> FeatureParts where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        typealias Repository = any ItemsRepository<DTO.Domain>
        let name = list.name
        return FeatureParts(
            routes: FeatureRoutes(list: name), commands: [listCommand(list)], opens: [opens],
            actions: actions.map(\.action), options: options.map { $0.declaration }, scriptWords: [],
            crawl: [crawl(of: resource, as: type, image: nil)],
            demos: demo.map { [DemoScript(name: name, text: $0)] } ?? [],
            register: { container, _ throws(DependencyError) in
                try container.register(Repository.self, scope: .singleton) {
                    CachedItemsRepository<DTO>(
                        loader: try $0.resolve(), resource: resource, queryItems: list.queryItems)
                }
                try registerSavedIDsAndActions(actions, noun: ItemNoun(resource.rawValue), name: name, into: container)
                try registerListProvider(list, opens: opens, into: container, changes: nil)
            },
            fixtures: { fixtures, container in
                container.override(Repository.self) { _ in
                    try fixtures.repository(DTO.self, of: resource, queryItems: list.queryItems)
                }
            })
    }

    /// A list-only feature of the items whose ids the user keeps (favourite characters), each row opening `opens`.
    public static func savedList<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        list: ListDeclaration<DTO.Domain>,
        opens: RouteName,
        actions: [ActionDeclaration<DTO.Domain>] = [],
        options: [any AnyFeatureOption] = [],
        demo: String? = nil
    ) -> FeatureParts where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        typealias Loader = any RelatedItemsLoader<DTO.Domain>
        let name = list.name
        return FeatureParts(
            routes: FeatureRoutes(list: name), commands: [listCommand(list)], opens: [opens],
            actions: actions.map(\.action), options: options.map { $0.declaration }, scriptWords: [], crawl: [],
            demos: demo.map { [DemoScript(name: name, text: $0)] } ?? [],
            register: { container, _ throws(DependencyError) in
                try container.register(Loader.self, scope: .singleton) {
                    CachedRelatedItemsLoader<DTO>(loader: try $0.resolve(), resource: resource)
                }
                try container.register((any ItemsRepository<DTO.Domain>).self, scope: .singleton) {
                    SavedItemsRepository(saved: try $0.resolve(), loader: try $0.resolve(Loader.self))
                }
                try registerSavedIDsAndActions(actions, noun: ItemNoun(resource.rawValue), name: name, into: container)
                try registerListProvider(list, opens: opens, into: container) {
                    try $0.resolve((any SavedIDs).self).changes
                }
            },
            fixtures: { fixtures, container in
                container.override(Loader.self) { _ in try fixtures.loader(DTO.self, of: resource) }
            })
    }

    private static func registerListProvider<Item: Sendable & Identifiable>(
        _ list: ListDeclaration<Item>, opens: RouteName, into container: DependencyContainer,
        changes: (@Sendable (any Resolver) throws -> ChangeSignal)?
    ) throws(DependencyError) where Item.ID == Int {
        try registerProvider(name: list.name, item: Item.self, into: container) {
            resolver, repository, tracker, clock in
            FeatureScreenProvider<Item, Item>(
                routes: FeatureRoutes(list: list.name),
                list: list.screenParts(
                    repository: repository, open: { AppRoute(opens, id: $0) }, changes: try changes?(resolver)),
                detail: nil, tracker: tracker, clock: clock)
        }
    }
}
