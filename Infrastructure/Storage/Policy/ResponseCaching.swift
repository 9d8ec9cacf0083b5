import Foundation

/// What a server said about keeping an answer (RFC 9111): its validators, how long it stays fresh, whether it may be
/// stored at all.
///
/// `CachedFetcher` keeps it with the bytes; `ResponseCaching.unspecified` is an answer whose server said nothing, so
/// the load's `CachePolicy.maxAge` decides its freshness.
public struct ResponseCaching: Sendable, Hashable {
    /// The validators a conditional request for the answer sends.
    public var validators: CacheValidators
    /// How long after it arrived the answer is fresh (`max-age` less `Age`, zero for `no-cache`); nil when the server
    /// said nothing, so the load's `CachePolicy.maxAge` applies.
    public var lifetime: Duration?
    /// Whether the server marked the answer `immutable`: a reload (`CachePolicy.Mode.refresh`) leaves it be while fresh.
    public var isImmutable: Bool
    /// Whether the answer may be kept; false for `no-store`, which is never written and removes what was kept.
    public var isStorable: Bool

    /// Creates what a server said; by default nothing (no validators, no lifetime, storable).
    public init(
        validators: CacheValidators = CacheValidators(), lifetime: Duration? = nil, isImmutable: Bool = false,
        isStorable: Bool = true
    ) {
        self.validators = validators
        self.lifetime = lifetime.map { max(.zero, $0) }
        self.isImmutable = isImmutable
        self.isStorable = isStorable
    }

    /// An answer whose server said nothing about caching it, such as bytes derived from another answer.
    public static let unspecified = ResponseCaching()

    /// Whether the server said how long the answer stays fresh (a `max-age`, `no-cache` or `immutable`).
    public var statesFreshness: Bool {
        lifetime != nil || isImmutable
    }

    /// What is known of a stored answer once a 304 said `update`: each thing the 304 says, else what was stored.
    public func updated(by update: ResponseCaching) -> ResponseCaching {
        let freshness = update.statesFreshness ? update : self
        return ResponseCaching(
            validators: CacheValidators(
                entityTag: update.validators.entityTag ?? validators.entityTag,
                lastModified: update.validators.lastModified ?? validators.lastModified),
            lifetime: freshness.lifetime, isImmutable: freshness.isImmutable, isStorable: update.isStorable)
    }

    /// The same freshness without the validators, for bytes derived from this answer (an item cut from its page).
    public var withoutValidators: ResponseCaching {
        ResponseCaching(lifetime: lifetime, isImmutable: isImmutable, isStorable: isStorable)
    }
}
