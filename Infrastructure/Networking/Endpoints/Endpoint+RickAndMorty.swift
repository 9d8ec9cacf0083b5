import Foundation

extension Endpoint {
    /// The API index (`/`), which lists the resource URLs.
    public static let root = Endpoint(pathComponents: [])

    /// One list page of `resource` (`character?page=2&name=rick`), filtered by `filters` in the order given.
    public static func page(
        _ page: Int,
        of resource: RickAndMortyAPI.Resource,
        filters: [URLQueryItem] = []
    ) -> Endpoint {
        // Trimmed as the server does, empty ones left out, so equal queries build equal URLs.
        let kept = filters.compactMap { filter -> URLQueryItem? in
            guard let value = filter.value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
                return nil
            }
            return URLQueryItem(name: filter.name, value: value)
        }
        return Endpoint(
            pathComponents: [resource.pathComponent],
            queryItems: [URLQueryItem(name: "page", value: String(max(page, 1)))] + kept
        )
    }

    /// A single item of `resource` by id (`character/2`); the API answers with the bare object.
    public static func item(_ id: Int, of resource: RickAndMortyAPI.Resource) -> Endpoint {
        Endpoint(pathComponents: [resource.pathComponent, String(id)])
    }

    /// Several items of `resource` by id (`character/1,2,3`); the API answers with an array sorted by id.
    public static func items(_ ids: [Int], of resource: RickAndMortyAPI.Resource) -> Endpoint {
        // One id goes as `[5]`: the API answers a bare `5` with an object. An empty list (`[]`) is the API's 500.
        let list = ids.map(String.init).joined(separator: ",")
        return Endpoint(pathComponents: [resource.pathComponent, ids.count > 1 ? list : "[\(list)]"])
    }

    /// The avatar image of the character `id` (`character/avatar/<id>.jpeg`).
    public static func avatar(characterID id: Int) -> Endpoint {
        Endpoint(pathComponents: ["character", "avatar", "\(id).jpeg"])
    }
}
