import CoreDI
import FeatureData
import FeatureDomain
import Foundation
import Networking
import SharedPresentation
import Storage
import Tracking

/// A feature declared as parts of a shape the kit offers (list+detail, list-only, saved list, with actions), from
/// which the kit makes its manifest, registers its layers and replaces its data with fixtures.
public struct FeatureParts: Sendable {
    /// What the feature offers the App, made from its parts.
    public let manifest: FeatureManifest
    /// Registers the feature's repository and loaders, the ids it keeps, its actions and its `ScreenProvider`.
    let register: @Sendable (DependencyContainer, FeatureSettings) throws(DependencyError) -> Void
    /// Replaces the feature's repository and loaders with ones over fixtures.
    let fixtures: @Sendable (FeatureFixtures, DependencyContainer) -> Void

    /// A list+detail feature over an API resource read as `type`, optionally with images (`image ID`) and actions.
    public static func listDetail<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        list: ListDeclaration<DTO.Domain>,
        detail: DetailDeclaration<DTO.Domain>,
        image: ImageDeclaration? = nil,
        actions: [ActionDeclaration<DTO.Domain>] = [],
        options: [any AnyFeatureOption] = [],
        demo: String? = nil
    ) -> FeatureParts where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        let route = detail.route ?? RouteName(resource.rawValue)
        var commands = [
            FeatureCommand.list(list.name, summary: list.summary, filters: list.filters, images: image != nil),
            .detail(route, summary: detail.summary),
        ]
        var scriptWords: [ScriptWord] = []
        if let image {
            commands.append(
                FeatureCommand(
                    image.word, summary: image.summary, takesID: true, route: route.rawValue, followedBy: image.word))
            scriptWords.append(
                ScriptWord(image.word, summary: "load the image of the \(list.noun.singular) with this id"))
        }
        var opens: [RouteName] = []
        for route in detail.related.map(\.opens) + detail.links.map(\.opens) where !opens.contains(route) {
            opens.append(route)
        }
        return make(
            of: resource, as: type, list: list, detail: (route, detail), image: image, saved: false,
            manifest: (commands, opens, scriptWords), actions: actions, options: options, demo: demo)
    }

    /// A list-only feature each row of which opens `opens`; a `saved` one lists only the ids the user keeps.
    public static func list<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        list: ListDeclaration<DTO.Domain>,
        opens: RouteName,
        saved: Bool = false,
        actions: [ActionDeclaration<DTO.Domain>] = [],
        options: [any AnyFeatureOption] = [],
        demo: String? = nil
    ) -> FeatureParts where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        let command = FeatureCommand.list(list.name, summary: list.summary, filters: list.filters)
        return make(
            of: resource, as: type, list: list, detail: (opens, nil), image: nil, saved: saved,
            manifest: ([command], [opens], []), actions: actions, options: options, demo: demo)
    }

    // The parts of every shape; `detail.route` is the route rows open, the feature's own detail when it has one.
    private static func make<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource, as type: DTO.Type, list: ListDeclaration<DTO.Domain>,
        detail: (route: RouteName, declaration: DetailDeclaration<DTO.Domain>?), image: ImageDeclaration?,
        saved: Bool, manifest: (commands: [FeatureCommand], opens: [RouteName], scriptWords: [ScriptWord]),
        actions: [ActionDeclaration<DTO.Domain>], options: [any AnyFeatureOption], demo: String?
    ) -> FeatureParts where DTO.Domain: Identifiable, DTO.Domain.ID == Int {
        typealias Repository = any ItemsRepository<DTO.Domain>
        typealias Loader = any RelatedItemsLoader<DTO.Domain>
        let name = list.name
        let routes = FeatureRoutes(list: name, detail: detail.declaration.map { _ in detail.route })
        let related = detail.declaration?.related ?? []
        let byName = Dictionary(actions.map { ($0.action.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Every page of the resource and each item's image; the details are answered from the pages.
        let pages = CrawlContribution(resource: resource, image: image?.endpoint)
        return FeatureParts(
            manifest: FeatureManifest(
                name: name, routes: routes.names, opens: manifest.opens, commands: manifest.commands,
                actions: actions.map(\.action), options: options.map { $0.declaration },
                scriptWords: manifest.scriptWords, crawl: saved ? [] : [pages],
                demos: demo.map { [DemoScript(name: name, text: $0)] } ?? []),
            register: { container, settings throws(DependencyError) in
                if saved {
                    try container.register(Loader.self, scope: .singleton) {
                        CachedItemsRepository<DTO>(loader: try $0.resolve(), resource: resource)
                    }
                    try container.register(Repository.self, scope: .singleton) {
                        SavedItemsRepository(saved: try $0.resolve(), loader: try $0.resolve(Loader.self))
                    }
                } else {
                    try container.register(Repository.self, scope: .singleton) {
                        CachedItemsRepository<DTO>(
                            loader: try $0.resolve(), resource: resource, queryItems: list.queryItems)
                    }
                }
                for section in related {
                    try section.register(container)
                }
                if let image {
                    try container.register((any ImageLoader).self, name: name, scope: .singleton) { resolver in
                        let loader = CachedImageLoader(
                            remote: try resolver.resolve(), fetcher: try resolver.resolve(), endpoint: image.endpoint)
                        return image.decorate(loader, settings)
                    }
                }
                // The ids the feature keeps, under its name in its user-data store, and its actions.
                try container.register((any SavedIDs).self, scope: .singleton) {
                    UserDataIDs(store: try $0.resolve((any UserDataStore).self, name: name), key: name)
                }
                if !actions.isEmpty {
                    try container.register((any ActionPerformer).self, name: name, scope: .singleton) { resolver in
                        let (items, saved) = try resolver.resolveAll(Repository.self, (any SavedIDs).self)
                        return DeclaredActions(
                            actions: byName, context: ActionContext(items: items, saved: saved),
                            noun: ItemNoun(resource.rawValue))
                    }
                }
                try container.register((any ScreenProvider).self, name: name, scope: .singleton) { resolver in
                    let (repository, tracker, clock) = try resolver.resolveAll(
                        Repository.self, (any EventTracker).self, (any Clock<Duration>).self)
                    let images = try image.map { image in
                        let loader = try resolver.resolve((any ImageLoader).self, name: name)
                        return ImageAddition(word: image.word, failureText: image.failureText) {
                            try await loader.image(of: $0, mode: $1)
                        }
                    }
                    let detailParts = try detail.declaration.map { detail in
                        DetailScreenParts(
                            noun: list.noun, load: { try await repository.item(id: $0, mode: $1) },
                            title: detail.title, fields: detail.fields, values: detail.values,
                            related: try related.map { try $0.rows(resolver) }, links: detail.links, image: images)
                    }
                    let changes = saved ? try resolver.resolve((any SavedIDs).self).changes : nil
                    let listParts = ListScreenParts(
                        noun: list.noun, style: list.style, filters: list.filters,
                        load: { query, mode in
                            try await repository.page(query, mode: mode).map { list.narrowing($0, query) }
                        },
                        row: list.row, sections: list.sections, open: { AppRoute(detail.route, id: $0) },
                        images: images,
                        changes: changes)
                    return FeatureScreenProvider(
                        routes: routes, list: listParts, detail: detailParts, tracker: tracker, clock: clock)
                }
            },
            fixtures: { fixtures, container in
                if saved {
                    container.override(Loader.self) { _ in try fixtures.items(DTO.self, of: resource) }
                } else {
                    container.override(Repository.self) { _ in
                        try fixtures.items(DTO.self, of: resource, queryItems: list.queryItems)
                    }
                }
                for section in related {
                    section.fixtures(fixtures, container)
                }
                // Images made in memory.
                if let image {
                    container.override((any ImageLoader).self, name: name) { resolver in
                        let configuration: APIConfiguration = try resolver.resolve()
                        return FixtureImageLoader {
                            (try? configuration.url(for: image.endpoint($0))) ?? configuration.baseURL
                        }
                    }
                }
            })
    }
}

/// Images for a run on fixtures: the same small bytes for every item, as if from memory, with no request.
private struct FixtureImageLoader: ImageLoader {
    let url: @Sendable (Int) -> URL

    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        LoadedImage(id: id, url: url(id), data: Data(repeating: 0xD8, count: 2_048), tier: .memory)
    }
}
