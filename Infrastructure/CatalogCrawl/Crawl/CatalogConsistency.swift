import Networking

/// The ids the pages of each resource have listed so far, to tell when the catalog contradicts itself.
///
/// Memory grows with the items actually listed, never with what a page claims.
struct CatalogConsistency {
    private var listed: [RickAndMortyAPI.Resource: Set<Int>] = [:]

    /// Takes in a page of `resource` and returns the ids it lists that were listed already (on an earlier page,
    /// or earlier on this one), in page order.
    mutating func repeatedIDs(on page: CatalogPage, of resource: RickAndMortyAPI.Resource) -> [Int] {
        var repeated: [Int] = []
        for item in page.results where !listed[resource, default: []].insert(item.id).inserted {
            repeated.append(item.id)
        }
        return repeated
    }

    /// How many distinct items the pages of `resource` listed.
    func listedCount(of resource: RickAndMortyAPI.Resource) -> Int {
        listed[resource]?.count ?? 0
    }
}
