import CoreDI
import FeatureData
import FeatureDomain
import Foundation
import Networking
import SharedPresentation
import Storage

/// The registrations every shape shares: the ids a feature keeps, its actions, its images and its crawl.
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

    /// The crawl of `resource`'s pages read as `type`, with each item's image when `image` is given, and the
    /// multi-id requests `links` makes for each item.
    static func crawl<DTO: IdentifiedDTO & DomainConvertible>(
        of resource: RickAndMortyAPI.Resource, as type: DTO.Type, image: ImageDeclaration?,
        links: @escaping @Sendable (DTO.Domain) -> [LinkedItems]
    ) -> CrawlContribution {
        CrawlContribution(resource: resource, image: image?.endpoint) { page in
            try JSONDecoder().decode(PageDTO<DTO>.self, from: page).results.flatMap { links($0.toDomain()) }
        }
    }
}

/// Images for a run on fixtures: the same small bytes for every item, as if from memory, with no request.
private struct FixtureImageLoader: ImageLoader {
    let url: @Sendable (Int) -> URL

    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        LoadedImage(id: id, url: url(id), data: Data(repeating: 0xD8, count: 2_048), tier: .memory)
    }
}
