/// What every item of the API has, whatever its resource: its id, name, address and when it was created.
public struct ItemBasics: Hashable, Sendable {
    /// The API's id.
    public let id: Int
    /// The name, such as "Rick Sanchez" or "Pilot".
    public let name: String
    /// The item's address on the server.
    public let url: String
    /// When the API created the record, as it wrote it.
    public let created: String

    /// Creates the basics of an item.
    public init(id: Int, name: String, url: String, created: String) {
        self.id = id
        self.name = name
        self.url = url
        self.created = created
    }
}
