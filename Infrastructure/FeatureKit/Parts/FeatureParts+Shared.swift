import CoreDI
import FeatureData
import FeatureDomain
import Foundation
import Networking
import SharedPresentation
import Storage
import Tracking

/// The registrations every shape shares: the ids a feature keeps, its actions, its images and its provider.
extension FeatureParts {
    /// Registers the ids the feature `name` keeps under `name` in its user-data store, and its actions when it
    /// declares any, their failures worded with `noun`, the noun of the items they act on ("Character 9 was not
    /// found.").
    static func registerSavedIDsAndActions<Item: Sendable>(
        _ actions: [ActionDeclaration<Item>], noun: ItemNoun, name: String, into container: DependencyContainer
    ) throws(DependencyError) {
        try container.register((any SavedIDs).self, scope: .singleton) {
            UserDataIDs(store: try $0.resolve((any UserDataStore).self, name: name), key: name)
        }
        guard !actions.isEmpty else { return }
        let byName = Dictionary(actions.map { ($0.action.name, $0) }, uniquingKeysWith: { first, _ in first })
        try container.register((any ActionPerformer).self, name: name, scope: .singleton) { resolver in
            let (items, saved) = try resolver.resolveAll((any ItemsRepository<Item>).self, (any SavedIDs).self)
            return DeclaredActions(actions: byName, context: ActionContext(items: items, saved: saved), noun: noun)
        }
    }

    /// Registers the loader of the feature's images, named by the feature, decorated with its settings.
    static func registerImages(
        _ image: ImageDeclaration, name: String, settings: FeatureSettings, into container: DependencyContainer
    ) throws(DependencyError) {
        try container.register((any ImageLoader).self, name: name, scope: .singleton) { resolver in
            let loader = CachedImageLoader(
                remote: try resolver.resolve(), fetcher: try resolver.resolve(), endpoint: image.endpoint)
            return image.decorate(loader, settings)
        }
    }

    /// Replaces the feature's image loader with one making images in memory.
    static func fixtureImages(_ image: ImageDeclaration, name: String, into container: DependencyContainer) {
        container.override((any ImageLoader).self, name: name) { resolver in
            let configuration: APIConfiguration = try resolver.resolve()
            return FixtureImageLoader { (try? configuration.url(for: image.endpoint($0))) ?? configuration.baseURL }
        }
    }

    /// The shared screens' images of the feature `name`, when it has any.
    static func imageAddition(
        _ image: ImageDeclaration?, name: String, resolver: any Resolver
    ) throws -> ImageAddition? {
        guard let image else { return nil }
        let loader = try resolver.resolve((any ImageLoader).self, name: name)
        return ImageAddition(word: image.word, failureText: image.failureText) {
            try await loader.image(of: $0, mode: $1)
        }
    }

    /// Registers the feature's `ScreenProvider`, named by the feature, made by `make` from the resolved repository,
    /// tracker and clock.
    static func registerProvider<Item: Sendable>(
        name: String, item: Item.Type, into container: DependencyContainer,
        make:
            @escaping @Sendable (any Resolver, any ItemsRepository<Item>, any EventTracker, any Clock<Duration>)
            throws -> any ScreenProvider
    ) throws(DependencyError) {
        try container.register((any ScreenProvider).self, name: name, scope: .singleton) { resolver in
            let (repository, tracker, clock) = try resolver.resolveAll(
                (any ItemsRepository<Item>).self, (any EventTracker).self, (any Clock<Duration>).self)
            return try make(resolver, repository, tracker, clock)
        }
    }

    /// The command of a list: `--page`, its filters, and `--images` when its items have images.
    static func listCommand<Item>(_ list: ListDeclaration<Item>, images: Bool = false) -> FeatureCommand {
        .list(list.name, summary: list.summary, filters: list.filters, images: images)
    }

    /// The crawl of `resource`'s pages read as `type`, with each item's image when `image` is given, and the
    /// multi-id requests `links` makes for each item.
    static func crawl<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource, as type: DTO.Type, image: ImageDeclaration?,
        links: @escaping @Sendable (DTO.Domain) -> [LinkedItems] = { _ in [] }
    ) -> CrawlContribution {
        CrawlContribution(resource: resource, image: image?.endpoint) { page in
            try JSONDecoder().decode(PageDTO<DTO>.self, from: page).results.flatMap { links($0.toDomain()) }
        }
    }
}
