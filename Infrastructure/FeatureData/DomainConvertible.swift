/// A DTO that knows its domain value: the feature's `<Thing>DTO+Domain.swift` says how it maps.
public protocol DomainConvertible {
    /// The domain value the DTO maps to.
    associatedtype Domain: Sendable

    /// The domain value.
    func toDomain() -> Domain
}
