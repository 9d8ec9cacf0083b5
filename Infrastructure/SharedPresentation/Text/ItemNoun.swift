/// What a feature's items are called, so the shared screens say the same sentence in every feature but for the
/// noun: "Page 9 of the characters doesn't exist.", "Episode 99 was not found.".
public struct ItemNoun: Hashable, Sendable {
    /// One item, lower case: "character".
    public var singular: String
    /// Several items, lower case: "characters".
    public var plural: String

    /// Creates a noun; the plural defaults to the singular with an "s".
    public init(_ singular: String, plural: String? = nil) {
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    /// The list's title and tracking name: "Characters".
    public var listTitle: String { DisplayWord.capitalized(plural) }
    /// The detail's tracking name: "Character".
    public var detailTitle: String { DisplayWord.capitalized(singular) }

    /// A count of items: "1 resident", "27 residents".
    public func counted(_ count: Int) -> String {
        count == 1 ? "1 \(singular)" : "\(count) \(plural)"
    }

    /// One item with its article, for sentences: "a character", "an episode".
    public var withArticle: String {
        let startsWithVowel = singular.first.map { "aeiou".contains($0.lowercased()) } ?? false
        return (startsWithVowel ? "an " : "a ") + singular
    }
}
