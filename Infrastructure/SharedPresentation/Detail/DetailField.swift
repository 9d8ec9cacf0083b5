/// One fact of an item's detail, written once for both of its readers: the screen's labelled text, and the value
/// `--json` writes under its key in the API's words.
public struct DetailField: Hashable, Sendable {
    /// What the screen shows; nil for a fact only `--json` carries (an avatar's address, which the screen shows as
    /// the image).
    public var shown: ScreenSnapshot.Field?
    /// The key `--json` writes the value under, such as "status".
    public var key: String
    /// The value `--json` writes; nil writes nothing (the season of an episode whose code cannot be read).
    public var value: ScreenValue?

    /// A fact the screen shows as `label`: `text`, and `--json` writes as `value` under `key`.
    public init(_ label: String, _ text: String, key: String, _ value: ScreenValue?) {
        self.init(shown: ScreenSnapshot.Field(label: label, value: text), key: key, value: value)
    }

    private init(shown: ScreenSnapshot.Field?, key: String, value: ScreenValue?) {
        self.shown = shown
        self.key = key
        self.value = value
    }

    /// A fact only `--json` carries.
    public static func data(_ key: String, _ value: ScreenValue) -> DetailField {
        DetailField(shown: nil, key: key, value: value)
    }
}

extension [DetailField] {
    /// The fields the screen shows, in order.
    public var shown: [ScreenSnapshot.Field] {
        compactMap(\.shown)
    }

    /// The values `--json` writes, by key; a later field's value wins over an earlier one's.
    public var values: [String: ScreenValue] {
        Dictionary(compactMap { field in field.value.map { (field.key, $0) } }) { _, later in later }
    }
}
