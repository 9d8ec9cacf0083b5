import CoreDI
import FeatureData
import FeatureDomain
import Networking
import SharedPresentation

extension FeatureParts {
    /// A list+detail feature over an API resource read as `type`: the list (`list.name [--page N] [filters]`), the
    /// detail (`<resource> ID`, or the route `detail` names) with its related sections and links, optionally images
    /// (`image ID`) and actions.
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
        typealias Repository = any ItemsRepository<DTO.Domain>
        let name = list.name
        let detailRoute = detail.route ?? RouteName(resource.rawValue)
        let routes = FeatureRoutes(list: name, detail: detailRoute)
        var commands = [listCommand(list, images: image != nil), .detail(detailRoute, summary: detail.summary)]
        var scriptWords: [ScriptWord] = []
        if let image {
            commands.append(
                FeatureCommand(
                    image.word, summary: image.summary, takesID: true, route: detailRoute.rawValue,
                    followedBy: image.word))
            scriptWords.append(
                ScriptWord(image.word, summary: "load the image of the \(list.noun.singular) with this id"))
        }
        var opens: [RouteName] = []
        for route in detail.related.map(\.opens) + detail.links.map(\.opens) where !opens.contains(route) {
            opens.append(route)
        }
        let related = detail.related
        return FeatureParts(
            routes: routes, commands: commands, opens: opens, actions: actions.map(\.action),
            options: options.map { $0.declaration },
            scriptWords: scriptWords,
            crawl: [
                crawl(of: resource, as: type, image: image) { item in related.flatMap { $0.linkedItems(of: item) } }
            ],
            demos: demo.map { [DemoScript(name: name, text: $0)] } ?? [],
            register: { container, settings throws(DependencyError) in
                try container.register(Repository.self, scope: .singleton) {
                    CachedItemsRepository<DTO>(
                        loader: try $0.resolve(), resource: resource, queryItems: list.queryItems)
                }
                for section in related {
                    try section.register(container)
                }
                if let image {
                    try registerImages(image, name: name, settings: settings, into: container)
                }
                try registerSavedIDsAndActions(actions, noun: ItemNoun(resource.rawValue), name: name, into: container)
                try registerProvider(name: name, item: DTO.Domain.self, into: container) {
                    resolver, repository, tracker, clock in
                    let images = try imageAddition(image, name: name, resolver: resolver)
                    let detailParts = DetailScreenParts(
                        noun: list.noun, load: { try await repository.item(id: $0, mode: $1) }, title: detail.title,
                        fields: detail.fields, values: detail.values,
                        related: try related.map { try $0.rows(resolver) },
                        links: detail.links, image: images)
                    return FeatureScreenProvider(
                        routes: routes,
                        list: list.screenParts(
                            repository: repository, open: { AppRoute(detailRoute, id: $0) }, images: images),
                        detail: detailParts, tracker: tracker, clock: clock)
                }
            },
            fixtures: { fixtures, container in
                container.override(Repository.self) { _ in
                    try fixtures.repository(DTO.self, of: resource, queryItems: list.queryItems)
                }
                for section in related {
                    section.fixtures(fixtures, container)
                }
                if let image {
                    fixtureImages(image, name: name, into: container)
                }
            })
    }
}
