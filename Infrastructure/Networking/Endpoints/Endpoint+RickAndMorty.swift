import Foundation

extension Endpoint {
    /// The API index (`/`), which lists the resource URLs.
    public static let root = Endpoint(pathComponents: [])

    /// One list page of `resource` (`character?page=2&name=rick`), filtered by `filters` in the order given.
    ///
    /// Filter values are trimmed (as the server does) and filters whose value is then empty are left out, so equal
    /// queries always build equal URLs. A page below 1 is sent as 1.
    public static func page(
        _ page: Int,
        of resource: RickAndMortyAPI.Resource,
        filters: [URLQueryItem] = []
    ) -> Endpoint {
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
    ///
    /// A single id is sent as `[5]` (percent-encoded) because the API answers a bare `5` with an object, not an
    /// array. Ask only for a non-empty list: an empty one is sent as `[]`, which the API rejects with a 500
    /// ("Bad... bad array :/"), so callers should skip the request when they have no ids.
    public static func items(_ ids: [Int], of resource: RickAndMortyAPI.Resource) -> Endpoint {
        let list = ids.map(String.init).joined(separator: ",")
        return Endpoint(pathComponents: [resource.pathComponent, ids.count > 1 ? list : "[\(list)]"])
    }

    /// The avatar image of the character `id` (`character/avatar/<id>.jpeg`).
    public static func avatar(characterID id: Int) -> Endpoint {
        Endpoint(
            pathComponents: [
                RickAndMortyAPI.Resource.character.pathComponent,
                RickAndMortyAPI.avatarPathComponent,
                "\(id).\(RickAndMortyAPI.avatarFileExtension)",
            ]
        )
    }
}
