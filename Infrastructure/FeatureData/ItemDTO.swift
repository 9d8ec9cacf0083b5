import FeatureDomain

/// The fields a feature reads of an API item beyond its basics (which the kit reads, `APIItemDTO`), and how they map
/// to the feature's domain item: the feature's `<Thing>DTO`.
public protocol ItemDTO: Decodable, Sendable {
    /// The domain item the DTO maps to.
    associatedtype Domain: Sendable

    /// The domain item of these fields and the item's `basics`.
    func toDomain(_ basics: ItemBasics) -> Domain
}
