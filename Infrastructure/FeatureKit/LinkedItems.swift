import Networking

/// One multi-id request a feature's screen makes (`episode/1,2,3`): the resource and the ids, in request order.
public struct LinkedItems: Sendable, Hashable {
    /// The resource the ids belong to.
    public var resource: RickAndMortyAPI.Resource
    /// The ids of one request, as the feature sends them.
    public var ids: [Int]

    /// Creates a request.
    public init(resource: RickAndMortyAPI.Resource, ids: [Int]) {
        self.resource = resource
        self.ids = ids
    }
}
