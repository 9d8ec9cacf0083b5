/// A record the repository returns that knows its domain value: an item read as `APIItemDTO` (its basics and the
/// feature's `ItemDTO`), or a shared summary that is its own model.
public protocol DomainConvertible {
    /// The domain value the DTO maps to.
    associatedtype Domain: Sendable

    /// The domain value.
    func toDomain() -> Domain
}
